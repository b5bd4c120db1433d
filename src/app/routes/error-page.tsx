import { PATHS } from '../../config/paths'
import { TEXT } from '../texts'
import css from './error-page.module.css'

interface ErrorPageProps {
  status?: number
  /** Replaces the standard line under the title (e.g. the unknown-route text). */
  message?: string
}

/**
 * The spec's error page: the status code, 'Not Found' for 404, otherwise 'An error occurred'.
 * Plain CSS: it must render even when a chunk (Chakra's included) failed to load.
 */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const title = status === 404 ? TEXT.notFound : TEXT.errorOccurred
  return (
    <section className={css.page}>
      <p className={css.status}>{status}</p>
      <h1 className={css.title}>{title}</h1>
      {message ? <p className={css.message}>{message}</p> : null}
      <a href={PATHS.home} className={css.home}>
        {TEXT.backHome}
      </a>
    </section>
  )
}

/** An unknown route: 404 'This page could not be found'. */
export default function NotFoundPage() {
  return <ErrorPage status={404} message={TEXT.pageNotFound} />
}
