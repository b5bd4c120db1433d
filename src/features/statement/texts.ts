import { LEDGER_KIND_LABELS } from '../../contract/ledger'
import type { StatementType } from '../../contract/statement'
import { ApiError } from '../../lib/api-client'
import { SOMETHING_WRONG } from '../../lib/api-errors'

/** Member-facing Thai texts of /member/statement. */
export const STATEMENT_TEXT = {
  title: 'รายการเงิน',
  type: 'ประเภทรายการ',
  allTypes: 'ทั้งหมด',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  clear: 'ล้างตัวกรอง',
  loading: 'กำลังโหลดรายการ...',
  empty: 'ไม่พบรายการ',
  failed: 'โหลดรายการไม่สำเร็จ กรุณาลองใหม่',
  balanceAfter: 'คงเหลือ',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  page: (page: number, pages: number) => `หน้า ${page} / ${pages}`,
  range: (from: string | null, to: string | null) =>
    from && to ? `${from} – ${to}` : from ? `ตั้งแต่ ${from}` : to ? `ถึง ${to}` : '',
} as const

/** The filter's choices (the server also sends each entry's own Thai label). */
/** The server's own labels (the same the statement rows carry), one list for both. */
export const STATEMENT_TYPE_LABELS: Record<StatementType, string> = LEDGER_KIND_LABELS

/**
 * What the member reads when the statement cannot load: the server's own Thai reason (a date range it
 * refuses, no connection...) so they know what to change; the page's own line when it gave none.
 */
export const failureText = (error: unknown): string =>
  error instanceof ApiError && error.message && error.message !== SOMETHING_WRONG
    ? error.message
    : STATEMENT_TEXT.failed
