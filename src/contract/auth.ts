import { type Static, Type } from 'typebox'
import { Plain, Reply, Timestamp } from './envelope'

/** Thai mobile number: 10 digits starting with 0. */
export const Phone = Type.String({ pattern: '^0[0-9]{9}$', maxLength: 10 })
/** At least 8 characters, long passphrases allowed, no composition rules (docs/product.md). */
export const Password = Type.String({ minLength: 8, maxLength: 128 })
export const BankCodeField = Type.String({ pattern: '^[0-9]{3}$', maxLength: 3 })
export const BankAccountNo = Type.String({ pattern: '^[0-9]{10,15}$', maxLength: 15 })
export const AccountName = Type.String({ minLength: 2, maxLength: 100 })

const strict = { additionalProperties: false } as const

export const BankAccount = Type.Object({
  bank_code: Type.String(),
  bank_name: Type.String(),
  account_no: Type.String(),
  account_name: Type.String(),
})
export type BankAccount = Static<typeof BankAccount>

export const UserInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  phone: Type.String(),
  full_name: Type.String(),
  bank: BankAccount,
  sub_bank: Type.Union([BankAccount, Type.Null()]),
  /** This member's own referral code (the `?ref=` others register with). */
  ref_code: Type.String(),
  created_at: Timestamp,
  last_login_at: Type.Union([Timestamp, Type.Null()]),
})
export type UserInfo = Static<typeof UserInfo>

// POST /api/check_account
export const CheckAccountBody = Type.Object(
  {
    phone: Type.Optional(Phone),
    bank_code: Type.Optional(BankCodeField),
    bank_account_no: Type.Optional(BankAccountNo),
  },
  strict,
)
export type CheckAccountBody = Static<typeof CheckAccountBody>
export const CheckAccountReply = Reply(
  Type.Object({
    phone_available: Type.Optional(Type.Boolean()),
    bank_account_available: Type.Optional(Type.Boolean()),
  }),
)
export type CheckAccountReply = Static<typeof CheckAccountReply>

/** What a new member gives, however they register (password or LINE): phone, bank account, age. */
export const NEW_MEMBER_FIELDS = {
  phone: Phone,
  bank_code: BankCodeField,
  bank_account_no: BankAccountNo,
  bank_account_name: AccountName,
  ref: Type.Optional(Type.String({ maxLength: 32 })),
  /** The member confirms being 20 or older; must be true. */
  accept_age: Type.Boolean(),
}

// POST /api/register — answers like login (the new member is logged in).
export const RegisterBody = Type.Object({ ...NEW_MEMBER_FIELDS, password: Password }, strict)
export type RegisterBody = Static<typeof RegisterBody>

// POST /api/login
export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  strict,
)
export type LoginBody = Static<typeof LoginBody>
export const LoginReply = Reply(UserInfo, { access_token: Type.Optional(Type.String()) })
export type LoginReply = Static<typeof LoginReply>

// GET /api/get_user_info
export const UserInfoReply = Reply(UserInfo)
export type UserInfoReply = Static<typeof UserInfoReply>

// POST /api/logout
export const LogoutReply = Plain

// POST /api/member/change_password — revokes every other session of the member.
export const ChangePasswordBody = Type.Object(
  { old_password: Type.String({ maxLength: 128 }), new_password: Password },
  strict,
)
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

// POST /api/reset_password — step 1 of "forgot password": prove the registered bank account; a 6-digit
// one-time code goes to the registered phone (never in this reply), valid 5 minutes and 5 guesses.
export const ResetPasswordBody = Type.Object({ phone: Phone, bank_account_no: BankAccountNo }, strict)
export type ResetPasswordBody = Static<typeof ResetPasswordBody>
export const ResetPasswordReply = Reply(
  Type.Object({
    /** Seconds the code stays valid. */
    expires_in: Type.Integer(),
    /** The phone the code went to, masked ('08x-xxx-x001'). */
    sent_to: Type.String(),
  }),
)
export type ResetPasswordReply = Static<typeof ResetPasswordReply>

// POST /api/reset_password_v2 — step 2: the code from the text message and the new password.
export const ResetCode = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 })
export const ResetPasswordV2Body = Type.Object(
  { phone: Phone, code: ResetCode, new_password: Password },
  strict,
)
export type ResetPasswordV2Body = Static<typeof ResetPasswordV2Body>

// POST /api/member/update_sub_bank_account — a second withdrawal account in the member's own name.
export const UpdateSubBankBody = Type.Object(
  { bank_code: BankCodeField, bank_account_no: BankAccountNo, password: Type.String({ maxLength: 128 }) },
  strict,
)
export type UpdateSubBankBody = Static<typeof UpdateSubBankBody>
export const UpdateSubBankReply = Reply(UserInfo)
export type UpdateSubBankReply = Static<typeof UpdateSubBankReply>
