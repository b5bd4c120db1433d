/** Thai texts of the game calls (what a member or an operator reads). */
export const GAME_MESSAGES = {
  gameNotFound: 'ไม่พบเกมนี้',
  gameClosed: 'เกมนี้ปิดให้บริการชั่วคราว',
  walletNotFound: 'ไม่พบกระเป๋าเงินนี้',
  walletNotAccepted: 'เกมนี้ไม่รองรับกระเป๋าเงินนี้',
  walletEmpty: 'กระเป๋าเงินนี้ไม่มียอดเงินสำหรับเล่นเกม',
  noDemo: 'เกมนี้ไม่มีโหมดทดลองเล่น',
  agentUnknown: 'ไม่พบรหัสเอเย่นต์นี้',
  launchFailed: 'ไม่สามารถเปิดเกมได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
} as const

/** Refusals of the operator's catalogue calls. */
export const CATALOGUE_MESSAGES = {
  providerNotFound: 'ไม่พบผู้ให้บริการเกมนี้',
  builtinAdapter: 'ตัวเชื่อมต่อ builtin ใช้ได้กับผู้ให้บริการ builtin เท่านั้น',
  builtinSecret: 'รหัสลับของผู้ให้บริการ builtin ตั้งค่าด้วย BUILTIN_PROVIDER_SECRET เท่านั้น',
  launchUrlRequired: 'ผู้ให้บริการภายนอกต้องมี launch_url ที่ขึ้นต้นด้วย https://',
  originNotAllowed: 'ต้นทางของ launch_url ต้องอยู่ใน GAME_ORIGINS ก่อน จึงจะเปิดเกมในหน้าเว็บได้',
  secretRequired: 'ผู้ให้บริการภายนอกต้องมีรหัสลับ (secret) ก่อนเปิดใช้งาน',
  builtinGameUnknown: 'ผู้ให้บริการ builtin ไม่มีเกมรหัสนี้',
  walletTypeUnknown: 'ประเภทกระเป๋าเงินไม่ถูกต้อง',
  badImage: 'ที่อยู่รูปภาพหรือลิงก์ต้องขึ้นต้นด้วย / หรือ https://',
} as const
