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
