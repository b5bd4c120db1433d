import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getLineMessages, putLineMessages } from './api'

/** The member's LINE messages switch (member/line_messages); nothing for a visitor. */
export const lineMessagesQuery = queryAtom(async (get) => (get(accessTokenAtom) ? getLineMessages() : null))

/** Turns the LINE messages on or off; answers the server's Thai refusal, or null once saved. */
export const setLineMessagesAtom = atom(null, async (_get, set, enabled: boolean): Promise<string | null> => {
  const reply = await putLineMessages(enabled)
  if (reply.error !== 0) return reply.message ?? ''
  set(lineMessagesQuery)
  return null
})
