import { formatNumber } from '../../lib/format'

/** "บาทละ 900", "บาทละ 3.2": how much 1 baht pays. */
export const formatRate = (rate: number): string => `บาทละ ${formatNumber(rate, 2)}`
