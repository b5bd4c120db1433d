import { useAtomValue } from 'jotai'
import { newsNotificationsAtom } from '../atoms'
import css from './agent-content.module.css'

/** General news: the notifications that are not type 1 (those go to the announcement dialog). */
export function NewsList({ title }: { title: string }) {
  const news = useAtomValue(newsNotificationsAtom)
  if (news.length === 0) return null
  return (
    <section aria-label={title} className={css.news}>
      <h2>{title}</h2>
      <ul className={css.newsList}>
        {news.map((item) => (
          <li key={item.id} className={css.newsItem}>
            <p className={css.newsTitle}>{item.title}</p>
            <p className={css.newsText}>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
