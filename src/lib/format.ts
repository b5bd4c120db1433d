const baht = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** `formatBaht(1234.5)` → `฿1,234.50` (th-TH, 2 decimals). */
export const formatBaht = (amount: number): string => baht.format(amount)

const dateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const dateOnly = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value))

/** Buddhist-era date and time in Asia/Bangkok, e.g. `23 พ.ย. 2569 16:30`. */
export const formatDateTime = (value: string | number | Date): string => dateTime.format(toDate(value))
/** Buddhist-era date in Asia/Bangkok, e.g. `23 พ.ย. 2569`. */
export const formatDate = (value: string | number | Date): string => dateOnly.format(toDate(value))
