/** Member-facing strings of the pages inside LINE (the LIFF home, sharing). */
export const LIFF_TEXT = {
  homeTitle: 'BW222 ใน LINE',
  memberTitle: 'บริการสมาชิก',
} as const
