import type {
  ChangePasswordBody,
  CheckAccountBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordV2Body,
  UpdateSubBankBody,
} from '../../contract/auth'
import * as endpoints from '../../contract/endpoints'
import type { LineCallbackBody, LineLinkExistingBody, LineRegisterBody } from '../../contract/line'
import { call } from '../../lib/api-client'

/** Account calls (spec section 7). All resolve on `error == 0` and throw `ApiError` otherwise. */

export const login = (body: LoginBody) => call(endpoints.login, { body })

/** Answers like login: the new member is logged in. */
export const register = (body: RegisterBody) => call(endpoints.register, { body })

export const checkAccount = (body: CheckAccountBody) => call(endpoints.checkAccount, { body })

/** Area 'other' (see the definition): an expired session on logout needs no "session expired" toast. */
export const logout = () => call(endpoints.logout)

export const getUserInfo = () => call(endpoints.userInfo)

export const changePassword = (body: ChangePasswordBody) => call(endpoints.changePassword, { body })

export const resetPassword = (body: ResetPasswordBody) => call(endpoints.resetPassword, { body })

export const resetPasswordV2 = (body: ResetPasswordV2Body) => call(endpoints.resetPasswordV2, { body })

export const updateSubBankAccount = (body: UpdateSubBankBody) =>
  call(endpoints.updateSubBankAccount, { body })

/** Log in with LINE (server: modules/line). All resolve on `error == 0` and throw `ApiError` otherwise. */

export const getLineConfig = () => call(endpoints.lineConfig)

/** Inside LINE: the raw ID token of liff.getIDToken(); the server verifies it. */
export const lineLogin = (idToken: string) => call(endpoints.lineLogin, { body: { id_token: idToken } })

/** LINE Login in a browser: where to send it (the server keeps state, nonce and the PKCE verifier). */
export const lineAuthorize = () => call(endpoints.lineAuthorize)
export const lineCallback = (body: LineCallbackBody) => call(endpoints.lineCallback, { body })

export const lineRegister = (body: LineRegisterBody) => call(endpoints.lineRegister, { body })
export const lineLinkExisting = (body: LineLinkExistingBody) => call(endpoints.lineLinkExisting, { body })

export const getLineStatus = () => call(endpoints.lineStatus)
export const lineLink = (idToken: string) => call(endpoints.lineLink, { body: { id_token: idToken } })
export const lineLinkAuthorize = () => call(endpoints.lineLinkAuthorize)
export const lineLinkCallback = (body: LineCallbackBody) => call(endpoints.lineLinkCallback, { body })
export const lineUnlink = () => call(endpoints.lineUnlink)
export const setFirstPassword = (password: string) => call(endpoints.setPassword, { body: { password } })
