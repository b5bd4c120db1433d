/**
 * Thai names of the audit's actions (what staff read in its filter and table). An action not named
 * here (a new call) shows its code.
 */
const ACTION_NAMES: Record<string, string> = {
  'payment.confirm': 'ยืนยันรายการฝาก',
  'payment.confirm_newest': 'ยืนยันรายการฝากล่าสุด',
  'payment.reject': 'ปฏิเสธรายการฝาก',
  'withdraw.approve': 'อนุมัติการถอน',
  'withdraw.reject': 'ปฏิเสธการถอน',
  'member.adjust': 'ปรับยอดเงินสมาชิก',
  'member.reset_code': 'ส่งรหัสรีเซ็ตรหัสผ่าน',
  'member.lock': 'ล็อกบัญชีสมาชิก',
  'member.unlock': 'ปลดล็อกบัญชีสมาชิก',
  'responsible.block': 'พักการเล่นสมาชิก',
  'staff.create': 'เพิ่มพนักงาน',
  'staff.update': 'แก้ไขพนักงาน',
  'staff.logout': 'ออกจากระบบ',
  'lotto.result': 'กรอกผลหวย',
  'lotto.settle': 'จ่ายรางวัลงวด',
  'lotto.void': 'ยกเลิกงวด',
  'lotto.round_times': 'แก้เวลางวด',
  'lotto.rate': 'ตั้งอัตราจ่าย',
  'lotto.limited.set': 'ตั้งเลขอั้น',
  'lotto.limited.delete': 'ลบเลขอั้น',
  'lotto.yeekee_bonus': 'ตั้งโบนัสยี่กี',
  'cashback.program': 'ตั้งโปรแกรมคืนยอดเสีย',
  'affiliate.program': 'ตั้งโปรแกรมแนะนำเพื่อน',
  'returns.run': 'คำนวณคืนยอดเสียย้อนหลัง',
  'shop.item': 'แก้ของรางวัลร้านค้า',
  'poll.answer': 'เฉลยผลโพล',
  'game.save': 'แก้เกม',
  'game.provider.save': 'แก้ค่ายเกม',
  'lobby_config.save': 'แก้หน้าล็อบบี้',
  'outbox.read': 'อ่านข้อความรหัส',
}

/** 'ยืนยันรายการฝาก' for `payment.confirm`; the code itself when it has no Thai name. */
export const actionName = (action: string): string => ACTION_NAMES[action] ?? action

/** 'kaew' for `staff:kaew`; the automation token's id as 'ระบบอัตโนมัติ (…)'. */
export const actorName = (actor: string): string =>
  actor.startsWith('staff:')
    ? actor.slice(6)
    : actor.startsWith('operator:')
      ? `ระบบอัตโนมัติ (${actor.slice(9)})`
      : actor
