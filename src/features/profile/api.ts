import * as endpoints from '../../contract/endpoints'
import type { LineMessagesReply } from '../../contract/notify'
import { call } from '../../lib/api-client'

export type LineMessages = NonNullable<LineMessagesReply['data']>

/** GET member/line_messages: LINE linked, sent by this site, the member's switch. */
export const getLineMessages = async (): Promise<LineMessages | null> =>
  (await call(endpoints.lineMessages)).data ?? null

/** POST member/line_messages: the switch, or the server's Thai refusal. */
export const putLineMessages = (enabled: boolean) => call(endpoints.setLineMessages, { body: { enabled } })
