/** What the built-in provider tells members (Thai), one place for the code and the tests. */
export const PROVIDER_TEXTS = {
  sessionExpired: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่อีกครั้ง',
  launchInvalid: 'ลิงก์เข้าเกมไม่ถูกต้องหรือหมดอายุ กรุณาเปิดเกมใหม่อีกครั้ง',
  wrongGame: 'ลิงก์นี้ไม่ใช่ของเกมนี้ กรุณาเปิดเกมใหม่อีกครั้ง',
  unknownGame: 'ไม่พบเกมนี้',
  insufficientFunds: 'ยอดเงินไม่เพียงพอ',
  betLimit: 'เกินวงเงินเดิมพันที่กำหนด',
  walletDown: 'ระบบกระเป๋าเงินขัดข้อง ไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้ง',
  winPending: 'กำลังจ่ายรางวัล ยอดเงินจะอัปเดตในไม่ช้า',
  roundNotFound: 'ไม่พบรอบการเล่นนี้',
} as const
