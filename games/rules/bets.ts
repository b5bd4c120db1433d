/** Bet sizes (total bet per round, baht) the built-in slots offer; each is a whole number of satang per line. */
export const SLOT_BET_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const

/** Play money a demo session starts with (baht). */
export const DEMO_START_BAHT = 50_000

/** The refusal of a bet size the game does not offer. */
export const BAD_BET = 'ขนาดเดิมพันไม่ถูกต้อง'
