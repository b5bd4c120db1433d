import { Link } from 'wouter'
import { GAME_TEXT } from '../texts'
import type { LobbyConfig } from '../types'
import css from './games.module.css'

type Banner = LobbyConfig['banners'][number]

/** The lobby's banners (lobby/configs), each leading where its link says (inside the site or out). */
export function LobbyBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null
  return (
    <section aria-label={GAME_TEXT.banners} className={css.banners}>
      {banners.map((b, i) => (
        <div key={`${b.image}|${b.link ?? ''}`} className={css.banner}>
          <BannerLink banner={b} first={i === 0} />
        </div>
      ))}
    </section>
  )
}

function BannerLink({ banner, first }: { banner: Banner; first: boolean }) {
  const img = (
    <img
      src={banner.image}
      alt=""
      width={1200}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      // The first is the page's largest paint (the server preloads it for a first visit too).
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!banner.link) return img
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" aria-label={GAME_TEXT.banners}>
        {img}
      </a>
    )
  }
  return (
    <Link href={`~${banner.link}`} aria-label={GAME_TEXT.banners}>
      {img}
    </Link>
  )
}
