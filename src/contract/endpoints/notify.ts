import { memberGet, memberPost } from '../endpoint'
import type { LineMessagesBody, LineMessagesReply } from '../notify'

// LINE messages to the member (modules/notify on the server); the switch is in the profile.
export const lineMessages = memberGet<LineMessagesReply>('member/line_messages', 'account')
export const setLineMessages = memberPost<LineMessagesReply, LineMessagesBody>(
  'member/line_messages',
  'account',
)
