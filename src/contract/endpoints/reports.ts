import { operatorGet } from '../endpoint'
import type { OperatorReportQuery, OperatorReportReply } from '../reports'

// The back office's reports: the owner and read-only staff (the house result is the business's own figure).
export const operatorReport = operatorGet<OperatorReportReply, OperatorReportQuery>('operator/report', [
  'read_only',
])
