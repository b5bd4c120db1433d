/** Thai bank codes (Bank of Thailand) that members may register for withdrawals. */
export const BANKS = [
  { code: '002', short: 'BBL', name: 'กรุงเทพ' },
  { code: '004', short: 'KBANK', name: 'กสิกรไทย' },
  { code: '006', short: 'KTB', name: 'กรุงไทย' },
  { code: '011', short: 'TTB', name: 'ทหารไทยธนชาต' },
  { code: '014', short: 'SCB', name: 'ไทยพาณิชย์' },
  { code: '022', short: 'CIMBT', name: 'ซีไอเอ็มบี ไทย' },
  { code: '024', short: 'UOBT', name: 'ยูโอบี' },
  { code: '025', short: 'BAY', name: 'กรุงศรีอยุธยา' },
  { code: '030', short: 'GSB', name: 'ออมสิน' },
  { code: '033', short: 'GHB', name: 'อาคารสงเคราะห์' },
  { code: '034', short: 'BAAC', name: 'ธ.ก.ส.' },
  { code: '066', short: 'ISBT', name: 'อิสลามแห่งประเทศไทย' },
  { code: '067', short: 'TISCO', name: 'ทิสโก้' },
  { code: '069', short: 'KKP', name: 'เกียรตินาคินภัทร' },
  { code: '070', short: 'ICBCT', name: 'ไอซีบีซี (ไทย)' },
  { code: '071', short: 'TCD', name: 'ไทยเครดิต' },
  { code: '073', short: 'LHFG', name: 'แลนด์ แอนด์ เฮ้าส์' },
  { code: '098', short: 'SME', name: 'SME D Bank' },
] as const

export type BankCode = (typeof BANKS)[number]['code']
export const bankName = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code
