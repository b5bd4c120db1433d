/** Amounts as the member site writes them (`฿1,234.50`): the site's own formatter. */
export { formatBaht } from '../../src/lib/format'

const time = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})
/** A time of day in Bangkok with seconds (football's kick-offs and goals). */
export const formatTime = (iso: string): string => time.format(new Date(iso))
