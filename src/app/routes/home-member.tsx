import { useAtomValue, useSetAtom } from 'jotai'
import type { Banner } from '../../contract/agent'
import { BannerCarousel } from '../../features/agent/components/banner-carousel'
import { userInfoAtom } from '../../features/auth/atoms'
import { openPromotionAtom } from '../../features/layout-ui/atoms'
import { promotionsAtom, promotionsLoadedAtom } from '../../features/promotion/atoms'
import { MemberCard } from '../../features/wallet/components/member-card'

/**
 * The member's part of the home (a lazy chunk: visitors never download it): the member card with the
 * balances and the money buttons, and at ฿0 the first-deposit step.
 */
export default function HomeMember() {
  const info = useAtomValue(userInfoAtom)
  return <MemberCard name={info?.full_name || info?.username || ''} />
}

/** A member's banners before the promotions are known: none that asks to join or offers a promotion. */
export const memberBannerSafe = (banner: Banner): boolean =>
  banner.audience !== 'visitor' && banner.promotion_id == null

/**
 * The banners a member sees: never a call to join, and an offer only while the member can still
 * take it (promotion/list with the member's token leaves out what they can never take again); an
 * offer opens its promotion dialog (full terms, the opt-in, then on to deposit).
 */
export function MemberBanners() {
  const openPromotion = useSetAtom(openPromotionAtom)
  const promotions = useAtomValue(promotionsAtom)
  const loaded = useAtomValue(promotionsLoadedAtom)
  const offered = new Set(promotions.map((p) => p.id))
  return (
    <BannerCarousel
      onPromotion={openPromotion}
      show={(banner) =>
        memberBannerSafe(banner) ||
        (banner.audience !== 'visitor' && loaded && offered.has(banner.promotion_id ?? -1))
      }
    />
  )
}
