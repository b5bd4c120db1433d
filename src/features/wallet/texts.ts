/** Member-facing Thai texts of the wallet cards. */
export const WALLET_TEXT = {
  title: 'กระเป๋าเงิน',
  main: 'เงินจริง',
  bonus: 'โบนัส / เครดิตฟรี',
  loading: 'กำลังโหลดยอดเงิน...',
  empty: 'ยังไม่มีกระเป๋าเงิน',
  refresh: 'อัปเดตยอดเงิน',
} as const
