import type { AppDeps } from '../../../deps'
import { httpSender } from './http'
import { outboxSender } from './outbox'
import type { CodeSender } from './types'

/** The sender CODE_SENDER names, or null when codes cannot be sent (`none`). */
export function codeSender(deps: AppDeps): CodeSender | null {
  const { codeSender: kind, smsGatewayUrl, smsGatewayToken } = deps.config
  if (kind === 'outbox') return outboxSender(deps)
  if (kind === 'http' && smsGatewayUrl) return httpSender(smsGatewayUrl, smsGatewayToken)
  return null
}
