import { LoginReply } from '../auth'
import type { EndpointSchema } from '../endpoint-schema'
import {
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

export const lineSchemas = {
  lineConfig: { tags: ['line'], summary: 'Is log in with LINE offered here?', reply: LineConfigReply },
  lineLogin: {
    tags: ['line'],
    summary: 'Inside LINE: log in with the LIFF ID token (a session, or a signup ticket for a new LINE user)',
    body: LineLoginBody,
    reply: LineLoginReply,
  },
  lineAuthorize: {
    tags: ['line'],
    summary: 'LINE Login in a browser, step 1: the authorize URL (state, nonce and PKCE kept by the server)',
    reply: LineAuthorizeReply,
  },
  lineCallback: {
    tags: ['line'],
    summary: 'LINE Login, step 2: the code and state LINE sent back (a session, or a signup ticket)',
    body: LineCallbackBody,
    reply: LineLoginReply,
  },
  lineRegister: {
    tags: ['line'],
    summary: 'Register with LINE (a signup ticket, phone and bank account; no password) and log in',
    body: LineRegisterBody,
    reply: LoginReply,
  },
  lineLinkExisting: {
    tags: ['line'],
    summary: 'A signup ticket plus phone and password: link LINE to that member and log in',
    body: LineLinkExistingBody,
    reply: LoginReply,
  },
  lineStatus: {
    tags: ['line'],
    summary: "The member's LINE link and whether they have a password",
    reply: LineStatusReply,
  },
  lineLink: {
    tags: ['line'],
    summary: 'Inside LINE: link the LINE user of this ID token to the logged-in member',
    body: LineLinkBody,
    reply: LineStatusReply,
  },
  lineLinkAuthorize: {
    tags: ['line'],
    summary: 'Link LINE from the profile, step 1: the authorize URL',
    reply: LineAuthorizeReply,
  },
  lineLinkCallback: {
    tags: ['line'],
    summary: 'Link LINE from the profile, step 2: the code and state LINE sent back',
    body: LineCallbackBody,
    reply: LineStatusReply,
  },
  lineUnlink: {
    tags: ['line'],
    summary: 'Unlink LINE (refused while LINE is the only way in: set a password first)',
    reply: LineStatusReply,
  },
  setPassword: {
    tags: ['line'],
    summary: 'A member who registered with LINE sets a first password',
    body: SetPasswordBody,
    reply: LineStatusReply,
  },
} as const satisfies Record<string, EndpointSchema>
