import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import type { Promotion } from '../../contract/promotion'
import { openPromotionAtom } from '../../features/layout-ui/atoms'
import { MyPromotions } from '../../features/promotion/components/my-promotions'
import { PromotionCatalog } from '../../features/promotion/components/promotion-catalog'
import { PROMOTION_TEXT } from '../../features/promotion/texts'

const takeable = (p: Promotion) => p.can_take === true || Boolean(p.pending_id)

/**
 * /member/promotions: what the member took (turnover progress) and what they can take now (taken in
 * the promotion dialog, which reloads both lists).
 */
export default function MemberPromotionsPage() {
  const open = useSetAtom(openPromotionAtom)
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {PROMOTION_TEXT.memberTitle}
      </Heading>
      <Stack as="section" gap="2" aria-label={PROMOTION_TEXT.mine}>
        <Heading as="h2" size="md">
          {PROMOTION_TEXT.mine}
        </Heading>
        <MyPromotions />
      </Stack>
      <Stack as="section" gap="2" aria-label={PROMOTION_TEXT.available}>
        <Heading as="h2" size="md">
          {PROMOTION_TEXT.available}
        </Heading>
        <PromotionCatalog member filter={takeable} onOpen={(p) => open(p.id)} />
      </Stack>
    </Stack>
  )
}
