/**
 * Contract constants the site needs at run time. This file imports nothing, TypeBox least of all:
 * the site may import values only from TypeBox-free contract files (see README.md).
 */

/** wallet_type_id 1 is the main (real money) wallet; other types hold bonus or free credit. */
export const MAIN_WALLET_TYPE = 1

/** Statement kinds the server writes (ledger transaction kinds); others may appear with label 'รายการอื่น ๆ'. */
export const STATEMENT_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'bonus',
  'coupon',
  'cashback',
  'refund',
  'opening',
] as const
export type StatementType = (typeof STATEMENT_TYPES)[number]
