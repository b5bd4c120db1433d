/** Member-facing Thai texts of the wallet cards. */
export const WALLET_TEXT = {
  title: 'กระเป๋าเงิน',
  main: 'เงินจริง',
  bonus: 'โบนัส / เครดิตฟรี',
  loading: 'กำลังโหลดยอดเงิน...',
  empty: 'ยังไม่มีกระเป๋าเงิน',
  refresh: 'อัปเดตยอดเงิน',
  // the member home's card
  hello: 'สวัสดี',
  total: 'ยอดเงินรวม',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  firstDepositTitle: 'ฝากเงินครั้งแรกเพื่อเริ่มเล่น',
  stepRegistered: 'สมัครสมาชิกเรียบร้อย',
  stepDeposit: 'ฝากเงินเข้ากระเป๋า (ขั้นต่ำตามช่องทางที่เลือก)',
  stepPlay: 'เลือกเกมหรือแทงหวยได้ทันที',
  firstDeposit: 'ฝากเงินครั้งแรก',
} as const
