import { outboxMessages } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import type { CodeSender } from './types'

/** The demo sender: messages land in the outbox table, which the operator API reads. */
export const outboxSender = (deps: AppDeps): CodeSender => ({
  async send(tx, message) {
    await tx.insert(outboxMessages).values({ ...message, createdAt: deps.clock.now() })
  },
})
