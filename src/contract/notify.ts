import { type Static, Type } from 'typebox'
import { Reply } from './envelope'

// GET /api/member/line_messages and POST (body `{ enabled }`) — the member's LINE messages about their
// money (deposit credited, withdrawal decided, bill won): `linked` a LINE account is linked,
// `available` this site sends LINE messages at all, `enabled` the member's switch.
export const LineMessagesReply = Reply(
  Type.Object({ linked: Type.Boolean(), available: Type.Boolean(), enabled: Type.Boolean() }),
)
export type LineMessagesReply = Static<typeof LineMessagesReply>
export const LineMessagesBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })
export type LineMessagesBody = Static<typeof LineMessagesBody>
