import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
