import type { EndpointSchema } from '../endpoint-schema'
import {
  OperatorResponsibleBlockBody,
  OperatorResponsibleQuery,
  OperatorResponsibleReply,
  PlayHistoryReply,
  RealityCheckBody,
  ResponsibleBlockBody,
  ResponsibleLimitBody,
  ResponsibleStatusReply,
} from '../responsible'

/** Responsible play's member calls (src/contract/responsible.ts). */
export const responsibleSchemas = {
  responsibleStatus: {
    tags: ['responsible'],
    summary: "The member's limits, time-out or exclusion, reality check and this session's play",
    reply: ResponsibleStatusReply,
  },
  responsibleLimit: {
    tags: ['responsible'],
    summary: 'Set or remove a limit: a decrease applies at once, an increase or removal after 24 hours',
    body: ResponsibleLimitBody,
    reply: ResponsibleStatusReply,
  },
  responsibleRealityCheck: {
    tags: ['responsible'],
    summary: 'The reality check interval (off, 15, 30 or 60 minutes)',
    body: RealityCheckBody,
    reply: ResponsibleStatusReply,
  },
  responsibleBlock: {
    tags: ['responsible'],
    summary: 'Take a time-out or self-exclusion (cannot be undone early)',
    body: ResponsibleBlockBody,
    reply: ResponsibleStatusReply,
  },
  playHistory: {
    tags: ['responsible'],
    summary: 'Play history per Bangkok day for the last 3 months: deposits, withdrawals, stakes, wins',
    reply: PlayHistoryReply,
  },
  operatorResponsible: {
    tags: ['operator'],
    summary: "A member's limits, time-out and self-exclusion (read only: staff cannot lift them)",
    query: OperatorResponsibleQuery,
    reply: OperatorResponsibleReply,
  },
  operatorResponsibleBlock: {
    tags: ['operator'],
    summary: "Record a member's own request for a time-out or exclusion (lengthens, never shortens; audited)",
    body: OperatorResponsibleBlockBody,
    reply: OperatorResponsibleReply,
  },
} as const satisfies Record<string, EndpointSchema>
