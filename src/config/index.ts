/** Fixed by the product spec: the agent this site belongs to. */
export const AGENT_CODE = 'bw222'

/** Fixed by the product spec: sent as agent_id on lotto, poll and affiliate calls. */
export const AGENT_ID = 3

/** Base of every API call; an operator with their own platform API sets VITE_API_BASE at build time. */
export const API_BASE: string = import.meta.env?.VITE_API_BASE ?? '/api'
