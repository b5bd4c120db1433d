import { type Static, Type } from 'typebox'
import { NEW_MEMBER_FIELDS, Password, UserInfo } from './auth'
import { Reply } from './envelope'

const strict = { additionalProperties: false } as const

/** A LINE ID token as LINE issues it (a compact JWS); the server verifies everything in it. */
export const LineIdToken = Type.String({
  minLength: 20,
  maxLength: 4096,
  pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
})
/** The one-time ticket of a verified LINE user with no member yet. */
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })

// GET /api/line/config — whether "เข้าสู่ระบบด้วย LINE" is offered (and whether LINE is the demo's stand-in).
export const LineConfigReply = Reply(Type.Object({ enabled: Type.Boolean(), demo: Type.Boolean() }))
export type LineConfigReply = Static<typeof LineConfigReply>

// POST /api/line/login — inside LINE: the raw ID token of liff.getIDToken().
export const LineLoginBody = Type.Object({ id_token: LineIdToken }, strict)
export type LineLoginBody = Static<typeof LineLoginBody>

/** A verified LINE user with no member yet: register with LINE, or log in once to link. */
export const LineSignup = Type.Object({
  ticket: Type.String(),
  display_name: Type.String(),
})
export type LineSignup = Static<typeof LineSignup>

/**
 * A linked LINE user: `access_token` and the member in `data`, as a password login answers. A LINE
 * user with no member: `signup` only.
 */
export const LineLoginReply = Reply(UserInfo, {
  access_token: Type.Optional(Type.String()),
  signup: Type.Optional(LineSignup),
})
export type LineLoginReply = Static<typeof LineLoginReply>

// POST /api/line/authorize and /api/line/link/authorize — where to send the browser (LINE Login).
export const LineAuthorizeReply = Reply(Type.Object({ url: Type.String() }))
export type LineAuthorizeReply = Static<typeof LineAuthorizeReply>

// POST /api/line/callback and /api/line/link/callback — what LINE sent back to /line/callback.
export const LineCallbackBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 512 }),
    state: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  },
  strict,
)
export type LineCallbackBody = Static<typeof LineCallbackBody>

// POST /api/line/register — "สมัครด้วย LINE": no password (one can be set later in the profile).
export const LineRegisterBody = Type.Object({ ticket: Ticket, ...NEW_MEMBER_FIELDS }, strict)
export type LineRegisterBody = Static<typeof LineRegisterBody>

// POST /api/line/link_existing — "มีบัญชีอยู่แล้ว": phone and password once, then the LINE user is linked.
export const LineLinkExistingBody = Type.Object(
  {
    ticket: Ticket,
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  strict,
)
export type LineLinkExistingBody = Static<typeof LineLinkExistingBody>

/** The member's LINE link, for the profile. */
export const LineStatus = Type.Object({
  /** LINE login is configured on this server. */
  enabled: Type.Boolean(),
  linked: Type.Boolean(),
  display_name: Type.Union([Type.String(), Type.Null()]),
  /** False for a member who registered with LINE and set no password: LINE is their only way in. */
  has_password: Type.Boolean(),
})
export type LineStatus = Static<typeof LineStatus>
export const LineStatusReply = Reply(LineStatus)
export type LineStatusReply = Static<typeof LineStatusReply>

// POST /api/line/link — inside LINE, a logged-in member links the LINE user of this ID token.
export const LineLinkBody = Type.Object({ id_token: LineIdToken }, strict)
export type LineLinkBody = Static<typeof LineLinkBody>

// POST /api/member/set_password — a LINE-only member sets a first password.
export const SetPasswordBody = Type.Object({ password: Password }, strict)
export type SetPasswordBody = Static<typeof SetPasswordBody>
