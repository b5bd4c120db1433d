import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { EndpointName } from '../../src/contract/endpoint-schemas'

type HookName = 'onRequest' | 'preValidation' | 'preHandler'
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * Adds `hook` as a route hook of the endpoints `applies` picks (by `config.endpoint`, which
 * registerEndpoint sets), as they are registered: a hook that serves a few calls then costs the
 * others nothing (an app-wide async hook is a promise and a turn of the event loop on every
 * request). Call it before the routes are registered. The hook runs after the app-wide hooks of
 * its stage, and before the route's own ones.
 */
export function addEndpointHook(
  app: FastifyInstance,
  stage: HookName,
  applies: (name: EndpointName) => boolean,
  hook: Hook,
): void {
  app.addHook('onRoute', (route) => {
    const name = (route.config as { endpoint?: EndpointName } | undefined)?.endpoint
    if (!name || !applies(name)) return
    const own = route[stage] as Hook | Hook[] | undefined
    const mutable = route as unknown as Record<HookName, Hook[]>
    mutable[stage] = [hook, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])]
  })
}
