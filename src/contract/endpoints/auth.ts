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
} from '../auth'
import { memberGet, memberPost, publicPost } from '../endpoint'
import type { Plain } from '../envelope'

// Accounts (spec section 7).
export const checkAccount = publicPost<CheckAccountReply, CheckAccountBody>('check_account', 'account')
export const register = publicPost<LoginReply, RegisterBody>('register', 'account')
export const login = publicPost<LoginReply, LoginBody>('login', 'account')
/** Area 'other': an expired session on logout needs no "session expired" toast. */
export const logout = memberPost<Plain>('logout', 'other')
export const userInfo = memberGet<UserInfoReply>('get_user_info', 'account')
export const changePassword = memberPost<Plain, ChangePasswordBody>('member/change_password', 'account')
export const resetPassword = publicPost<ResetPasswordReply, ResetPasswordBody>('reset_password', 'account')
export const resetPasswordV2 = publicPost<Plain, ResetPasswordV2Body>('reset_password_v2', 'account')
export const updateSubBankAccount = memberPost<UpdateSubBankReply, UpdateSubBankBody>(
  'member/update_sub_bank_account',
  'account',
)
