import type {
  ChangePasswordBody,
  CheckAccountBody,
  CheckAccountReply,
  LoginBody,
  LoginReply,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordReply,
  ResetPasswordV2Body,
  UpdateSubBankBody,
  UpdateSubBankReply,
  UserInfoReply,
} from '../../contract/auth'
import type { Envelope } from '../../contract/envelope'
import { apiGet, apiPost } from '../../lib/api-client'

/** Account calls (spec section 7). All resolve on `error == 0` and throw `ApiError` otherwise. */
const account = 'account' as const

export const login = (body: LoginBody) => apiPost<LoginReply>('login', { area: account, body })

/** Answers like login: the new member is logged in. */
export const register = (body: RegisterBody) => apiPost<LoginReply>('register', { area: account, body })

export const checkAccount = (body: CheckAccountBody) =>
  apiPost<CheckAccountReply>('check_account', { area: account, body })

/** Area 'other': an expired session on logout needs no "session expired" toast. */
export const logout = () => apiPost<Envelope>('logout', { area: 'other' })

export const getUserInfo = () => apiGet<UserInfoReply>('get_user_info', { area: account })

export const changePassword = (body: ChangePasswordBody) =>
  apiPost<Envelope>('member/change_password', { area: account, body })

export const resetPassword = (body: ResetPasswordBody) =>
  apiPost<ResetPasswordReply>('reset_password', { area: account, body })

export const resetPasswordV2 = (body: ResetPasswordV2Body) =>
  apiPost<Envelope>('reset_password_v2', { area: account, body })

export const updateSubBankAccount = (body: UpdateSubBankBody) =>
  apiPost<UpdateSubBankReply>('member/update_sub_bank_account', { area: account, body })
