/**
 * The back office's staff roles (TypeBox-free: the back office imports values from here). Each
 * operator call declares the roles that may call it besides `owner` (`operatorGet(path, roles)` in
 * `endpoints/`): the owner may call every operator call, and the `OPERATOR_TOKEN` (automation) too.
 */
export const STAFF_ROLES = ['owner', 'cashier', 'lottery', 'marketing', 'read_only'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** Roles an operator call may name (the owner is always allowed). */
export type GrantedRole = Exclude<StaffRole, 'owner'>

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'เจ้าของ',
  cashier: 'แคชเชียร์',
  lottery: 'ฝ่ายหวย',
  marketing: 'ฝ่ายการตลาด',
  read_only: 'ดูอย่างเดียว',
}

/** Shorthands for the declarations: every role but the owner, and the ones who may read a desk. */
export const EVERY_ROLE: readonly GrantedRole[] = ['cashier', 'lottery', 'marketing', 'read_only']
export const OWNER_ONLY: readonly GrantedRole[] = []

/** Whether a staff member of `role` may make a call that grants `granted`. */
export const roleMayCall = (role: StaffRole, granted: readonly GrantedRole[]) =>
  role === 'owner' || (granted as readonly string[]).includes(role)
