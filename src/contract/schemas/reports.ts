import type { EndpointSchema } from '../endpoint-schema'
import { OperatorReportQuery, OperatorReportReply } from '../reports'

export const reportsSchemas = {
  operatorReport: {
    tags: ['operator'],
    summary:
      'Per Bangkok day and product: deposits, withdrawals, stakes, wins, house result, bonuses, cashback, commission',
    query: OperatorReportQuery,
    reply: OperatorReportReply,
  },
} as const satisfies Record<string, EndpointSchema>
