/**
 * A member's phone as public boards show it (Yeekee shots, the wheel's board, poll winners):
 * `0812345678` → `08****5678`, enough to recognise oneself, not to contact anyone.
 */
export const maskPhone = (phone: string): string =>
  phone.length <= 6 ? `${phone.slice(0, 1)}****` : `${phone.slice(0, 2)}****${phone.slice(-4)}`
