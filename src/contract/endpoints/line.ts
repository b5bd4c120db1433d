import type { LoginReply } from '../auth'
import { memberGet, memberPost, publicGet, publicPost } from '../endpoint'
import type {
  LineAuthorizeReply,
  LineCallbackBody,
  LineConfigReply,
  LineLinkBody,
  LineLinkExistingBody,
  LineLoginBody,
  LineLoginReply,
  LineRegisterBody,
  LineStatusReply,
  SetPasswordBody,
} from '../line'

// Log in with LINE (LINE Login v2.1; modules/line on the server).
export const lineConfig = publicGet<LineConfigReply>('line/config', 'account')
export const lineLogin = publicPost<LineLoginReply, LineLoginBody>('line/login', 'account')
export const lineAuthorize = publicPost<LineAuthorizeReply>('line/authorize', 'account')
export const lineCallback = publicPost<LineLoginReply, LineCallbackBody>('line/callback', 'account')
export const lineRegister = publicPost<LoginReply, LineRegisterBody>('line/register', 'account')
export const lineLinkExisting = publicPost<LoginReply, LineLinkExistingBody>('line/link_existing', 'account')
export const lineStatus = memberGet<LineStatusReply>('line/status', 'account')
export const lineLink = memberPost<LineStatusReply, LineLinkBody>('line/link', 'account')
export const lineLinkAuthorize = memberPost<LineAuthorizeReply>('line/link/authorize', 'account')
export const lineLinkCallback = memberPost<LineStatusReply, LineCallbackBody>('line/link/callback', 'account')
export const lineUnlink = memberPost<LineStatusReply>('line/unlink', 'account')
export const setPassword = memberPost<LineStatusReply, SetPasswordBody>('member/set_password', 'account')
