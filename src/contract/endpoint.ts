import type { EmptyBody, Envelope } from './envelope'
import type { GrantedRole } from './staff-roles'

/**
 * What one /api call is: method, path (below /api, no leading slash), who may call it, which
 * error-catalogue area its failures belong to (spec section 8) and whether it moves money (then it
 * carries an Idempotency-Key). Body, query and reply are types only (the phantom `types` field):
 * the site's bundles get a few bytes per call and no TypeBox. The server attaches the TypeBox
 * schemas, tags and summary per call in `endpoint-schemas.ts`.
 */
export type Method = 'GET' | 'POST'
/**
 * `member`: a live bearer session is required (401 otherwise, checked before the body is read).
 * `operator`: the operator token (`OPERATOR_TOKEN`) or a back-office staff session whose role the call
 * grants (`roles`); the member site never calls these.
 */
export type Auth = 'public' | 'member' | 'operator' | 'provider'
// `provider`: a game provider's server (the seamless wallet, `seamless/<action>`): the body is signed
// (`X-Provider-Code` + `X-Signature`, HMAC-SHA256 of the raw body); answers are the provider
// vocabulary (`{ status, ... }`), not the envelope. The site never calls these.

/** Error-catalogue areas (spec section 8): which reaction a 401 or a failure of this call gets. */
export type ApiArea =
  | 'account'
  | 'lotto'
  | 'game'
  | 'agent'
  | 'payment'
  | 'poll'
  | 'affiliate'
  | 'point'
  | 'other'

/** `undefined` = the call takes no body (GET) or no query string. */
export interface EndpointTypes {
  body: unknown
  query: unknown
  reply: Envelope
}

/** The types of a provider-facing call: its answers carry `status`, not the site's envelope. */
export interface ProviderTypes {
  body: unknown
  query: undefined
  reply: { status: string }
}

export interface Endpoint<
  M extends Method = Method,
  T extends EndpointTypes | ProviderTypes = EndpointTypes,
  A extends Auth = Auth,
  I extends boolean = boolean,
> {
  readonly method: M
  readonly path: string
  readonly auth: A
  readonly area: ApiArea
  /** A money-moving POST: the request carries an `Idempotency-Key` header (a 400 without one). */
  readonly idempotent: I
  /**
   * Operator calls only: the staff roles that may call it besides the owner (staff-roles.ts). The
   * back office's sessions are checked against it; `OPERATOR_TOKEN` may call every operator call.
   */
  readonly roles?: readonly GrantedRole[]
  /**
   * A public GET whose answer is the same for everyone (`sharedGet`): the site sends it without the
   * member's token, so a page's HTML can start it (server/plugins/page-data.ts) and the app reuses it.
   */
  readonly shared?: true
  /** Never set at run time: carries the body, query and reply types to `call` and the server. */
  readonly types?: T
}

/** A call the site (or the operator) makes: its answer is the envelope. */
export type AnyEndpoint = Endpoint<Method, EndpointTypes, Auth, boolean>
/** Any definition, provider-facing calls included (what the server registers and the tests sweep). */
export type AnyDefinition = AnyEndpoint | Endpoint<'POST', ProviderTypes, 'provider', false>
export type BodyOf<E extends AnyDefinition> = NonNullable<E['types']>['body']
export type QueryOf<E extends AnyDefinition> = NonNullable<E['types']>['query']
export type ReplyOf<E extends AnyDefinition> = NonNullable<E['types']>['reply']

// The builders are plain object factories marked free of side effects, so the bundler drops every
// definition no chunk uses; one file per domain keeps a page's definitions in its own chunk.

/*#__NO_SIDE_EFFECTS__*/
const define = (method: Method, auth: Auth, idempotent: boolean, path: string, area: ApiArea) => ({
  method,
  path,
  auth,
  area,
  idempotent,
})

/** A public GET (R = reply, Q = query string, `undefined` = none). */
/*#__NO_SIDE_EFFECTS__*/
export const publicGet = <R extends Envelope, Q = undefined>(path: string, area: ApiArea) =>
  define('GET', 'public', false, path, area) as Endpoint<
    'GET',
    { body: undefined; query: Q; reply: R },
    'public',
    false
  >

/**
 * A public GET whose answer has no member part (R = reply, Q = query string): the site sends it
 * without the bearer token, so the browser reuses the `<link rel="preload" as="fetch">` the server
 * puts in a first page's HTML for it (a request with an Authorization header never matches one).
 */
/*#__NO_SIDE_EFFECTS__*/
export const sharedGet = <R extends Envelope, Q = undefined>(path: string, area: ApiArea) =>
  ({ ...define('GET', 'public', false, path, area), shared: true }) as Endpoint<
    'GET',
    { body: undefined; query: Q; reply: R },
    'public',
    false
  > & { readonly shared: true }

/** A public POST (R = reply, B = JSON body). */
/*#__NO_SIDE_EFFECTS__*/
export const publicPost = <R extends Envelope, B = EmptyBody>(path: string, area: ApiArea) =>
  define('POST', 'public', false, path, area) as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'public',
    false
  >

/** A member GET: 401 without a live session. */
/*#__NO_SIDE_EFFECTS__*/
export const memberGet = <R extends Envelope, Q = undefined>(path: string, area: ApiArea) =>
  define('GET', 'member', false, path, area) as Endpoint<
    'GET',
    { body: undefined; query: Q; reply: R },
    'member',
    false
  >

/** A member POST that moves no money. */
/*#__NO_SIDE_EFFECTS__*/
export const memberPost = <R extends Envelope, B = EmptyBody>(path: string, area: ApiArea) =>
  define('POST', 'member', false, path, area) as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'member',
    false
  >

/** A member POST that moves money: one Idempotency-Key per member action, reused on retry. */
/*#__NO_SIDE_EFFECTS__*/
export const moneyPost = <R extends Envelope, B>(path: string, area: ApiArea) =>
  define('POST', 'member', true, path, area) as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'member',
    true
  >

/**
 * An operator GET (the back office and automation): the bearer is `OPERATOR_TOKEN` or a staff
 * session whose role is among `roles` (or the owner's).
 */
/*#__NO_SIDE_EFFECTS__*/
export const operatorGet = <R extends Envelope, Q = undefined>(path: string, roles: readonly GrantedRole[]) =>
  ({ ...define('GET', 'operator', false, path, 'other'), roles }) as Endpoint<
    'GET',
    { body: undefined; query: Q; reply: R },
    'operator',
    false
  >

/**
 * An operator POST, with the roles that may call it like `operatorGet`. Each is audited; confirming
 * and deciding are idempotent by their own rules.
 */
/*#__NO_SIDE_EFFECTS__*/
export const operatorPost = <R extends Envelope, B = EmptyBody>(
  path: string,
  roles: readonly GrantedRole[],
) =>
  ({ ...define('POST', 'operator', false, path, 'other'), roles }) as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'operator',
    false
  >

/**
 * An operator POST that moves money (a manual balance adjustment): like `operatorPost`, and it carries
 * an Idempotency-Key like a member's money POST, so a retried click moves the money once.
 */
/*#__NO_SIDE_EFFECTS__*/
export const operatorMoneyPost = <R extends Envelope, B>(path: string, roles: readonly GrantedRole[]) =>
  ({ ...define('POST', 'operator', true, path, 'other'), roles }) as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'operator',
    true
  >

/**
 * A game provider's call to the seamless wallet (`seamless/<action>`): signed body, plain JSON
 * answer with `status` (see docs/seamless-wallet.md). Not an envelope, so the site cannot `call` it.
 */
/*#__NO_SIDE_EFFECTS__*/
export const providerPost = <R extends { status: string }, B>(path: string) =>
  define('POST', 'provider', false, path, 'other') as Endpoint<
    'POST',
    { body: B; query: undefined; reply: R },
    'provider',
    false
  >
