/** Demo content of agent bw222 (Thai); images live in public/images. */
export const DEMO_AGENT = {
  name: 'BW222',
  logo: '/images/logo.svg',
  lineAdminUrl: 'https://line.me/R/ti/p/@bw222',
  lineContactUrl: 'https://line.me/R/ti/p/@bw222',
}

export const DEMO_MEMBER = {
  phone: '0800000001',
  password: 'demo1234',
  fullName: 'สมชาย ใจดี',
  bankCode: '004',
  bankAccountNo: '1234567890',
  /** Opening balance of the main wallet, satang. */
  openingSatang: 100_000n,
}

export const AGENT_BANKS = [
  { bankCode: '014', accountNo: '4071234567', accountName: 'บจก. บีดับบลิว ทูทูทู', sort: 1 },
  { bankCode: '004', accountNo: '0381234567', accountName: 'บจก. บีดับบลิว ทูทูทู', sort: 2 },
  { bankCode: '006', accountNo: '9821234567', accountName: 'นายวีระพงษ์ ศรีสุข', sort: 3 },
]

export const AGENT_TRUE_MONEY = [{ phone: '0951234567', accountName: 'บจก. บีดับบลิว ทูทูทู' }]

/** The agent's PromptPay receiver (a 13-digit company tax id) and the name shown under the QR. */
export const AGENT_PROMPTPAY = { promptpayId: '0105561234567', accountName: 'บจก. บีดับบลิว ทูทูทู' }

/** Deposit channels (docs/money.md, "Deposits": minimum 100 baht); amounts in satang, quick amounts in baht. */
export const PAYMENT_CHANNELS = [
  {
    type: 'promptpay',
    name: 'พร้อมเพย์ QR',
    minAmountSatang: 10_000n,
    maxAmountSatang: 10_000_000n,
    quickAmounts: [100, 300, 500, 1000, 5000, 10000],
    sort: 1,
    subChannels: [{ name: 'พร้อมเพย์', ...AGENT_PROMPTPAY }],
  },
  {
    type: 'bank',
    name: 'โอนผ่านบัญชีธนาคาร',
    minAmountSatang: 10_000n,
    maxAmountSatang: 50_000_000n,
    quickAmounts: [100, 300, 500, 1000, 5000, 10000],
    sort: 2,
    subChannels: [],
  },
  {
    type: 'truemoney',
    name: 'TrueMoney Wallet',
    minAmountSatang: 10_000n,
    maxAmountSatang: 3_000_000n,
    quickAmounts: [100, 300, 500, 1000],
    sort: 3,
    subChannels: [],
  },
] as const

/**
 * The demo's notices. A fact other data holds is passed in, never typed again here (the government
 * round's close time is the draw schedule's, server/modules/lotto/schedule.ts).
 */
export const notificationsOf = (facts: { govClose: string; welcome: string }) => [
  {
    type: 1,
    image: '/images/notice-maintenance.svg',
    title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
    description: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบทุกวันอาทิตย์ เวลา 00:00–02:00 น. กรุณาหลีกเลี่ยงการฝากถอนในช่วงเวลาดังกล่าว',
    sort: 1,
  },
  {
    type: 1,
    image: null,
    title: 'ระวังมิจฉาชีพ',
    description: 'ทีมงานไม่มีนโยบายขอรหัสผ่านหรือรหัส OTP ของท่าน ติดต่อเราผ่าน LINE @bw222 เท่านั้น',
    sort: 2,
  },
  {
    type: 2,
    image: '/images/notice-promotion.svg',
    title: 'โปรโมชั่นสมาชิกใหม่',
    description: `สมัครวันนี้ ${facts.welcome}`,
    sort: 3,
  },
  {
    type: 3,
    image: null,
    title: 'หวยรัฐบาลงวดนี้',
    description: `ปิดรับแทงหวยรัฐบาลเวลา ${facts.govClose} น. ของวันออกรางวัล ตรวจผลได้ที่เมนูผลรางวัล`,
    sort: 4,
  },
]

/**
 * The home banners. `audience`: a call to join ('สมัครเลย') is for visitors only; the member's copy of
 * the welcome offer is tied to its promotion (`offersWelcome`: the seed fills `promotionId`), so a
 * member who can no longer take it (deposited already) does not see it.
 */
export const BANNERS = [
  {
    image: '/images/banner-welcome.svg',
    title: 'สมาชิกใหม่รับโบนัส 50%',
    link: '/register',
    sort: 1,
    audience: 'visitor' as const,
    offersWelcome: false,
  },
  {
    image: '/images/banner-welcome-member.svg',
    title: 'ฝากครั้งแรกรับโบนัส 50%',
    link: '/member/deposit',
    sort: 1,
    audience: 'member' as const,
    offersWelcome: true,
  },
  {
    image: '/images/banner-cashback.svg',
    title: 'คืนยอดเสียทุกวัน 5%',
    link: '/cashback',
    sort: 2,
    audience: 'all' as const,
    offersWelcome: false,
  },
  {
    image: '/images/banner-lotto.svg',
    title: 'หวยออนไลน์ จ่ายบาทละ 900',
    link: '/lotto/lobby',
    sort: 3,
    audience: 'all' as const,
    offersWelcome: false,
  },
]

export const EVENTS = [
  { image: '/images/event-poll.svg', title: 'ทายผลบอลโลก ลุ้นรับเครดิตฟรี', sort: 1 },
  { image: '/images/event-wheel.svg', title: 'หมุนวงล้อนำโชค ทุกวัน', sort: 2 },
]
