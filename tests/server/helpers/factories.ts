import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { RegisterBody, UserInfo } from '../../../src/contract/auth'

let sequence = 1000
const unique = () => String(sequence++).padStart(8, '0')

export interface TestMember {
  token: string
  user: UserInfo
  phone: string
  password: string
  bankAccountNo: string
}

/** A register body that passes every rule, with a fresh phone and bank account. */
export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const n = unique()
  return {
    phone: `09${n}`,
    password: 'correct horse 1',
    bank_code: '014',
    bank_account_no: `55${n}`,
    bank_account_name: 'ทดสอบ สมาชิก',
    accept_age: true,
    ...overrides,
  }
}

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

/** Registers a member through the API (logged in, like the site does). */
export async function createMember(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<TestMember> {
  const body = registerBody(overrides)
  const { status, body: reply } = await post(app, '/api/register', body)
  expect(status).toBe(200)
  expect(reply.error, reply.message).toBe(0)
  return {
    token: reply.access_token,
    user: reply.data,
    phone: body.phone,
    password: body.password,
    bankAccountNo: body.bank_account_no,
  }
}

export async function login(app: FastifyInstance, phone: string, password: string): Promise<string> {
  const { body } = await post(app, '/api/login', { username: phone, password })
  expect(body.error, body.message).toBe(0)
  return body.access_token
}
