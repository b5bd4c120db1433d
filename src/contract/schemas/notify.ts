import type { EndpointSchema } from '../endpoint-schema'
import { LineMessagesBody, LineMessagesReply } from '../notify'

export const notifySchemas = {
  lineMessages: {
    tags: ['line'],
    summary: "The member's LINE messages: linked, sent by this site, switched on",
    reply: LineMessagesReply,
  },
  setLineMessages: {
    tags: ['line'],
    summary: 'Turn the LINE messages about deposits, withdrawals and winning bills on or off',
    body: LineMessagesBody,
    reply: LineMessagesReply,
  },
} as const satisfies Record<string, EndpointSchema>
