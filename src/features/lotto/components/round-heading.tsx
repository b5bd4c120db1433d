import css from './slip.module.css'

/** A round's page title and its times under it (close, then draw or shooting close), joined by "·". */
export function RoundHeading({ title, times }: { title: string; times: string[] }) {
  return (
    <>
      <h1 className={css.title}>{title}</h1>
      <p className={css.smallMuted}>{times.join(' · ')}</p>
    </>
  )
}
