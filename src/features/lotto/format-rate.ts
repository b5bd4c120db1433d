const rateFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 })

/** "บาทละ 900", "บาทละ 3.2": how much 1 baht pays. */
export const formatRate = (rate: number): string => `บาทละ ${rateFormat.format(rate)}`
