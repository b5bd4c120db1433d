/** Refusals shared by the table games (baccarat, Hi-Lo, fish), shown to the member as they are. */
export const BAD_STAKE = 'จำนวนเงินเดิมพันไม่ถูกต้อง'
export const NO_BETS = 'กรุณาวางเดิมพันอย่างน้อยหนึ่งช่อง'
export const BAD_SHOTS = 'จำนวนกระสุนไม่ถูกต้อง'
