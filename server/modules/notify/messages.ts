import { formatBaht } from '../../lib/money'

/** The LINE messages members read (Thai; amounts th-TH with 2 decimals and ฿). */
export const NOTIFY_TEXT = {
  depositCredited: (amount: bigint) => `ฝากเงินสำเร็จ ยอด ฿${formatBaht(amount)} เข้ากระเป๋าหลักแล้ว`,
  withdrawalApproved: (amount: bigint) => `ถอนเงิน ฿${formatBaht(amount)} อนุมัติแล้ว เงินกำลังโอนเข้าบัญชีของคุณ`,
  withdrawalRejected: (amount: bigint) =>
    `รายการถอนเงิน ฿${formatBaht(amount)} ไม่ได้รับการอนุมัติ คืนยอดเข้ากระเป๋าหลักแล้ว`,
  billWon: (billId: number, amount: bigint) =>
    `ยินดีด้วย! โพยเลขที่ ${billId} ถูกรางวัล ได้รับ ฿${formatBaht(amount)} เข้ากระเป๋าแล้ว`,
  /** The profile's switch: refused when no LINE account is linked. */
  notLinked: 'กรุณาเชื่อมต่อบัญชี LINE ก่อนเปิดการแจ้งเตือน',
} as const
