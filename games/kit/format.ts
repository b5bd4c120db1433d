const baht = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** `฿1,234.50`, as the member site writes amounts. */
export const formatBaht = (amount: number): string => baht.format(amount)

const time = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})
export const formatTime = (iso: string): string => time.format(new Date(iso))
