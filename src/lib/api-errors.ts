import { ApiError } from './api-client'

/**
 * The error catalogue of the spec (section 8), one way for every feature:
 *
 * | where                                   | what the member gets                          | how            |
 * |-----------------------------------------|-----------------------------------------------|----------------|
 * | any call answering HTTP 400             | sent to `/`                                   | app/api-reactions |
 * | any call answering HTTP 401             | user cleared, sent to `/login`; areas 'account' and 'lotto' also toast 'เซสซั่นหมดอายุ กรุณาลองใหม่' | app/api-reactions |
 * | game link (POST game/link)              | alert 'พบบางอย่างผิดปกติ' + the server message | `gameLinkAlert(error)` |
 * | game demo, game wallets                 | top toast with the message for 3 s            | `showToast(failureToast(error))` |
 * | lotto lobby, result, round              | logged and rethrown                           | `logAndRethrow(promise, label)` |
 * | agent, payment, poll, affiliate, point  | caught, logged, nothing returned              | `quietly(promise, label)` |
 * | wheel, quest, point shop, cashback      | no handling: the ApiError reaches the caller  | plain `await`  |
 * | logout                                  | only logged                                   | auth `logoutAtom` |
 * | chunk load failure                      | page reloads, at most once a minute           | app (router)   |
 *
 * Each endpoint's definition (src/contract/endpoints/) names its `area`, so 401 reactions know which
 * toast rule applies.
 * Never show a raw Error text: `errorMessage()` gives the server's Thai message or a generic one.
 */
export const SOMETHING_WRONG = 'พบบางอย่างผิดปกติ'
/** Toast durations fixed by the spec (section 9). */
export const TOAST_SHORT_MS = 1000
export const TOAST_FAILURE_MS = 3000

/** The Thai message to show for a failure: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message
  return SOMETHING_WRONG
}

const logText = (error: unknown) =>
  error instanceof ApiError
    ? `${error.code} ${error.message}`
    : error instanceof Error
      ? error.message
      : error

/** Agent, payment, poll, affiliate and point calls: catch, log, return nothing. */
export async function quietly<T>(promise: Promise<T>, label: string): Promise<T | undefined> {
  try {
    return await promise
  } catch (error) {
    console.error(`${label} failed:`, logText(error))
    return undefined
  }
}

/** Lotto lobby, result and round calls: log, then rethrow to the caller. */
export async function logAndRethrow<T>(promise: Promise<T>, label: string): Promise<T> {
  try {
    return await promise
  } catch (error) {
    console.error(`${label} failed:`, logText(error))
    throw error
  }
}

/** Demo and wallet failures: options for the 3-second top toast (`showToast(failureToast(e))`). */
export const failureToast = (error: unknown) => ({
  title: errorMessage(error),
  type: 'error' as const,
  duration: TOAST_FAILURE_MS,
})

/** Game link failure: the alert's title and text. */
export const gameLinkAlert = (error: unknown) => ({
  title: SOMETHING_WRONG,
  description: errorMessage(error),
})
