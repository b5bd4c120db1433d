/**
 * Every /api call, defined once (one file per domain, TypeBox-free): the site calls
 * `call(endpoints.x, ...)`, the server registers `registerEndpoint(app, 'x', ...)`, and the
 * hostile-input tests sweep this list. Export endpoint definitions only: the server, the tests and
 * `endpoint-schemas.ts` iterate over this module. One file per domain, so a lazy page's chunk
 * carries only its own definitions.
 */

export * from './affiliate'
export * from './agent'
export * from './auth'
export * from './cashback'
export * from './coupon'
export * from './game'
export * from './line'
export * from './live'
export * from './lotto'
export * from './marketing'
export * from './member-desk'
export * from './notify'
export * from './operator'
export * from './payment'
export * from './points'
export * from './poll'
export * from './promotion'
export * from './quests'
export * from './reports'
export * from './responsible'
export * from './shop'
export * from './staff'
export * from './statement'
export * from './wallet'
export * from './wheel'
export * from './withdraw'
