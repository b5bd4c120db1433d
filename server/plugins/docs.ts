import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import * as endpoints from '../../src/contract/endpoints'
import { tokenGuard } from './operator'

/** `METHOD /path` of the calls only the operator or a game provider may make (by the contract). */
const PRIVATE_ROUTES: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter((def) => def.auth === 'operator' || def.auth === 'provider')
    .map((def) => `${def.method} /api/${def.path}`),
)

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>
  components?: { securitySchemes?: Record<string, unknown> }
}

/**
 * The public document (a clone of the full one): the member and public calls only. The operator API
 * and the seamless wallet are nobody else's business (the full document: GET /api/operator/docs).
 */
function publicDocument(doc: OpenApiDocument): OpenApiDocument {
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(methods))
      if (PRIVATE_ROUTES.has(`${method.toUpperCase()} ${path}`)) delete methods[method]
    if (Object.keys(methods).length === 0) delete doc.paths?.[path]
  }
  delete doc.components?.securitySchemes?.signature
  return doc
}

/**
 * OpenAPI generated from the route schemas: the member API browsable by anyone at /api/docs (JSON at
 * /api/docs/json); the whole API, operator and provider calls included, at GET /api/operator/docs
 * with the operator token (like every operator call: none at all without OPERATOR_TOKEN).
 */
export async function registerDocs(app: FastifyInstance, operatorToken: string | null): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BW222 member API',
        version: '1.0.0',
        description:
          'Every answer is `{ error, message?, data? }`; error 0 is success. Business refusals are HTTP 200 with ' +
          'error != 0 and a Thai message; HTTP 400 = malformed request; HTTP 401 = missing or expired bearer token.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The seamless wallet (docs/seamless-wallet.md): X-Provider-Code plus this HMAC of the raw body.
          signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
        },
      },
      tags: [
        { name: 'auth', description: 'Members, sessions and passwords' },
        { name: 'agent', description: 'Agent configuration and public content' },
        { name: 'wallet', description: 'Member wallets' },
      ],
    },
  })
  // The UI's JSON and YAML are built from a clone per request (transformSpecificationClone's default).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (doc) => publicDocument(doc as OpenApiDocument) as typeof doc,
  })
  if (!operatorToken) return
  await app.register(async (scope) => {
    scope.decorateRequest('operator', null)
    scope.get(
      '/api/operator/docs',
      { schema: { hide: true }, onRequest: tokenGuard(operatorToken) },
      async () => scope.swagger(),
    )
  })
}
