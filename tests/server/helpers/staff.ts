import type { FastifyInstance } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import type { Clock } from '../../../server/lib/clock'
import type { StaffRole } from '../../../src/contract/staff-roles'
import { operatorCall } from './money'

/** The code an authenticator app shows for `secret` at `at` (the test computes it like the app). */
export const totpCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() })

/** POST backoffice/login from an address. */
export async function staffLogin(
  app: FastifyInstance,
  body: { username: string; password: string; code?: string },
  address = '10.1.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/backoffice/login',
    payload: body,
    remoteAddress: address,
  })
  return response.json()
}

/** A staff member made with the operator token and logged in (two-factor set up): token and secret. */
export async function staffSession(
  app: FastifyInstance,
  clock: Clock,
  role: StaffRole,
  username = `${role.replace('_', '')}${Math.floor(Math.random() * 1e9)}`,
): Promise<{ token: string; secret: string; username: string; password: string }> {
  const password = 'staff-password-1'
  const made = await operatorCall(app, 'staff/create', { username, name: `ทดสอบ ${role}`, role, password })
  expect(made.body.error, made.body.message).toBe(0)
  const enroll = await staffLogin(app, { username, password })
  expect(enroll.data.status).toBe('enroll')
  const secret = enroll.data.secret as string
  const done = await staffLogin(app, { username, password, code: totpCode(secret, clock.now()) })
  expect(done.error, done.message).toBe(0)
  return { token: done.data.token, secret, username, password }
}
