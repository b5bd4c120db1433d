/**
 * The back office report's products and range (TypeBox-free: the back office imports these values;
 * the schemas are in reports.ts).
 */

/** Products of the report: the lottery without Yeekee, Yeekee, and each game lobby. */
export const REPORT_PRODUCT_NAMES = {
  lotto: 'หวย',
  yeekee: 'ยี่กี',
  slot: 'สล็อต',
  casino: 'คาสิโน',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
} as const
export type ReportProduct = keyof typeof REPORT_PRODUCT_NAMES
export const REPORT_PRODUCTS = Object.keys(REPORT_PRODUCT_NAMES) as ReportProduct[]

/** The longest range one report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 92
