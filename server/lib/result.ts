import { ErrorCode } from '../../src/contract/envelope'

/** What a service answers: a value, or a business refusal with its Thai message. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: number; message: string }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const refuse = (message: string, error: number = ErrorCode.REFUSED): Result<never> => ({
  ok: false,
  error,
  message,
})

/** The envelope of a result: `{ error: 0, data }`, or the refusal with its Thai message. */
export const toEnvelope = <T>(result: Result<T>): { error: number; message?: string; data?: T } =>
  result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
