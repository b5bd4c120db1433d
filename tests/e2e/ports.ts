/**
 * Where the end-to-end servers listen: `E2E_PORT` (default 4310) serves the demo seed, the next port
 * the minimal seed, and the one after a second demo server whose clock the tests move forward
 * (E2E_TEST_CLOCK, `POST /e2e/clock`), and one more such server for journeys that jump days
 * (JUMP). Set it to run two suites side by side on one machine.
 */
const base = Number(process.env.E2E_PORT ?? 4310)
export const DEMO_PORT = base
export const MINIMAL_PORT = base + 1
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const MINIMAL_URL = `http://127.0.0.1:${MINIMAL_PORT}`
export const CLOCK_PORT = base + 2
export const CLOCK_URL = `http://127.0.0.1:${CLOCK_PORT}`
/** A second test-clock server, for journeys that jump whole days whenever they like (responsible play). */
export const JUMP_PORT = base + 3
export const JUMP_URL = `http://127.0.0.1:${JUMP_PORT}`

/** The operator token of the end-to-end servers (tests call the operator API with it). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef'
