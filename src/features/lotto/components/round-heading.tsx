import { ui } from '../../../components/ui/plain'

/** A round's page title and its times under it (close, then draw or shooting close), joined by "·". */
export function RoundHeading({ title, times }: { title: string; times: string[] }) {
  return (
    <>
      <h1 className={ui.title}>{title}</h1>
      <p className={ui.smallMuted}>{times.join(' · ')}</p>
    </>
  )
}
