import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { Banner } from '../../../contract/agent'
import { bannersListAtom } from '../atoms'
import css from './agent-content.module.css'

const AUTO_MS = 5000

/**
 * The home banners: a scroll-snap strip (swipe on phones) that advances every 5 s. `show` picks the
 * ones for this reader (the app knows visitor from member and which offers a member can take);
 * with `onPromotion`, a banner tied to a promotion opens it (the promotion dialog) instead of its link.
 */
export function BannerCarousel({
  show = () => true,
  onPromotion,
}: {
  show?: (banner: Banner) => boolean
  onPromotion?: (promotionId: number) => void
}) {
  const banners = useAtomValue(bannersListAtom).filter(show)
  const strip = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (banners.length < 2) return
    const timer = setInterval(() => {
      const el = strip.current
      if (!el || document.hidden) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' })
    }, AUTO_MS)
    return () => clearInterval(timer)
  }, [banners.length])

  const onScroll = () => {
    const el = strip.current
    if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth))
  }

  return (
    <section aria-label="แบนเนอร์" className={css.banners}>
      <div ref={strip} onScroll={onScroll} className={css.strip}>
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} first={i === 0} onPromotion={onPromotion} />
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={css.dots} aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === index ? `${css.dot} ${css.dotActive}` : css.dot} />
          ))}
        </div>
      ) : null}
    </section>
  )
}

function Slide({
  banner,
  first,
  onPromotion,
}: {
  banner: Banner
  first: boolean
  onPromotion?: (promotionId: number) => void
}) {
  const img = (
    <img
      src={banner.image}
      alt={banner.title}
      width={1200}
      height={500}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
    />
  )
  const promotionId = banner.promotion_id
  return (
    <div className={css.slide}>
      {onPromotion && promotionId != null ? (
        <button
          type="button"
          className={css.slideButton}
          aria-label={banner.title}
          onClick={() => onPromotion(promotionId)}
        >
          {img}
        </button>
      ) : banner.link ? (
        <Link href={`~${banner.link}`} aria-label={banner.title}>
          {img}
        </Link>
      ) : (
        img
      )}
    </div>
  )
}
