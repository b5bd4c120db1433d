import { REPORT_PRODUCT_NAMES, REPORT_PRODUCTS } from '../../src/contract/report-products'
import type { ReportDay, ReportFigures } from '../../src/contract/reports'

/** The columns of the report's money, in the order the page and the CSV show them. */
export const MONEY_COLUMNS = [
  { key: 'deposits', label: 'ยอดฝาก' },
  { key: 'withdrawals', label: 'ยอดถอน' },
  { key: 'stakes', label: 'ยอดแทง' },
  { key: 'wins', label: 'ยอดชนะ' },
  { key: 'house', label: 'ผลได้เสีย' },
  { key: 'bonuses', label: 'โบนัส' },
  { key: 'cashback', label: 'คืนยอดเสีย' },
  { key: 'commission', label: 'ค่าแนะนำเพื่อน' },
] as const satisfies readonly { key: keyof ReportFigures; label: string }[]

const PLAY_COLUMNS = [
  { key: 'stakes', label: 'ยอดแทง' },
  { key: 'wins', label: 'ยอดชนะ' },
  { key: 'house', label: 'ผลได้เสีย' },
] as const

/** Byte order mark first, so Excel reads the file as UTF-8 (Thai) and not as the machine's code page. */
const BOM = '\uFEFF'

const cell = (value: string | number) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
/** Baht with two decimals and no grouping, as a spreadsheet reads a number. */
const amount = (value: number) => value.toFixed(2)

/**
 * The report as CSV (one row per day, then the range's total): the money columns, the bets, then
 * each product's stakes, wins and house result. Days as YYYY-MM-DD (a spreadsheet reads them as
 * dates); CRLF line ends.
 */
export function reportCsv(report: { days: ReportDay[]; total: ReportFigures }): string {
  const header = [
    'วันที่',
    ...MONEY_COLUMNS.map((c) => c.label),
    'จำนวนเดิมพัน',
    ...REPORT_PRODUCTS.flatMap((p) => PLAY_COLUMNS.map((c) => `${REPORT_PRODUCT_NAMES[p]} ${c.label}`)),
  ]
  const row = (label: string, f: ReportFigures) => [
    label,
    ...MONEY_COLUMNS.map((c) => amount(f[c.key])),
    f.bets,
    ...REPORT_PRODUCTS.flatMap((p) => PLAY_COLUMNS.map((c) => amount(f.products[p]?.[c.key] ?? 0))),
  ]
  const rows = [header, ...report.days.map((d) => row(d.day, d)), row('รวม', report.total)]
  return BOM + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** Saves text as a file the browser downloads. */
export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
