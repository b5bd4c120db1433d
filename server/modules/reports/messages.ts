import { REPORT_MAX_DAYS } from '../../../src/contract/report-products'

/** The report's Thai refusals (staff read them). */
export const REPORT_MESSAGES = {
  badDate: 'วันที่ไม่ถูกต้อง',
  reversed: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
  tooLong: `เลือกช่วงวันที่ได้ไม่เกิน ${REPORT_MAX_DAYS} วัน`,
} as const
