import type { OperatorCoupon } from '../../../../src/contract/marketing'
import { formatBaht } from '../../../../src/lib/format'
import { formatDateTime } from '../../../../src/lib/thai-date'
import { fetchCoupons, saveCoupon } from '../../api'
import {
  type FieldSpec,
  type FormValues,
  fromInputTime,
  MarketingEditor,
  numberOrNull,
  text,
  toInputTime,
} from './editor'

const FIELDS: readonly FieldSpec[] = [
  { name: 'code', label: 'รหัสคูปอง', kind: 'text', required: true, hint: 'A-Z 0-9 - _ ยาว 3-32 ตัว' },
  { name: 'title', label: 'ชื่อคูปอง', kind: 'text', required: true },
  {
    name: 'kind',
    label: 'ประเภท',
    kind: 'select',
    options: [
      { value: 'credit', label: 'เครดิต (เข้ากระเป๋าโบนัส)' },
      { value: 'points', label: 'แต้ม' },
    ],
  },
  {
    name: 'amount',
    label: 'จำนวนเงิน (บาท)',
    kind: 'number',
    required: true,
    when: (f) => f.kind === 'credit',
  },
  { name: 'points', label: 'จำนวนแต้ม', kind: 'number', required: true, when: (f) => f.kind === 'points' },
  {
    name: 'turnover_multiple',
    label: 'เทิร์น (เท่า)',
    kind: 'number',
    hint: '0 = ไม่ต้องทำเทิร์น',
    when: (f) => f.kind === 'credit',
  },
  {
    name: 'max_withdraw',
    label: 'ถอนได้สูงสุด (บาท)',
    kind: 'number',
    hint: 'เว้นว่าง = ไม่จำกัด',
    when: (f) => f.kind === 'credit',
  },
  { name: 'max_uses', label: 'จำนวนสิทธิ์ทั้งหมด', kind: 'number', hint: 'เว้นว่าง = ไม่จำกัด (สมาชิกละ 1 ครั้ง)' },
  { name: 'starts_at', label: 'เริ่มใช้ได้', kind: 'datetime', required: true },
  { name: 'expires_at', label: 'หมดอายุ', kind: 'datetime', hint: 'เว้นว่าง = ไม่หมดอายุ' },
  { name: 'enabled', label: 'เปิดใช้งาน', kind: 'checkbox' },
]

const empty = (): FormValues => ({
  code: '',
  title: '',
  kind: 'credit',
  amount: '',
  points: '',
  turnover_multiple: '0',
  max_withdraw: '',
  max_uses: '',
  starts_at: toInputTime(new Date().toISOString()),
  expires_at: '',
  enabled: true,
})

const fromItem = (c: OperatorCoupon): FormValues => ({
  code: c.code,
  title: c.title,
  kind: c.kind,
  amount: c.kind === 'credit' ? String(c.amount) : '',
  points: c.kind === 'points' ? String(c.points) : '',
  turnover_multiple: String(c.turnover_multiple),
  max_withdraw: c.max_withdraw === null ? '' : String(c.max_withdraw),
  max_uses: c.max_uses === null ? '' : String(c.max_uses),
  starts_at: toInputTime(c.starts_at),
  expires_at: toInputTime(c.expires_at),
  enabled: c.enabled,
})

const save = (f: FormValues, id: number | undefined) => {
  const credit = f.kind === 'credit'
  return saveCoupon({
    ...(id === undefined ? {} : { coupon_id: id }),
    code: text(f.code),
    title: text(f.title),
    kind: credit ? 'credit' : 'points',
    ...(credit
      ? { amount: numberOrNull(f.amount) ?? 0 }
      : { points: Math.trunc(numberOrNull(f.points) ?? 0) }),
    turnover_multiple: credit ? Math.trunc(numberOrNull(f.turnover_multiple) ?? 0) : 0,
    max_withdraw: credit ? numberOrNull(f.max_withdraw) : null,
    starts_at: fromInputTime(text(f.starts_at)),
    expires_at: text(f.expires_at) ? fromInputTime(text(f.expires_at)) : null,
    max_uses: numberOrNull(f.max_uses),
    enabled: f.enabled === true,
  })
}

const check = (f: FormValues) =>
  text(f.expires_at) && text(f.starts_at) && text(f.expires_at) <= text(f.starts_at)
    ? 'วันหมดอายุต้องอยู่หลังวันเริ่ม'
    : null

/** Coupon codes: what each gives, how many used it, turned off or not. */
export function CouponsPage() {
  return (
    <MarketingEditor<OperatorCoupon>
      title="คูปอง"
      noun="คูปอง"
      testId="bo-coupons"
      load={fetchCoupons}
      fields={FIELDS}
      empty={empty()}
      fromItem={fromItem}
      save={save}
      check={check}
      columns={[
        { label: 'รหัส', cell: (c) => c.code },
        { label: 'ชื่อ', cell: (c) => c.title },
        {
          label: 'มูลค่า',
          cell: (c) => (c.kind === 'credit' ? formatBaht(c.amount) : `${c.points} แต้ม`),
        },
        {
          label: 'ใช้แล้ว',
          cell: (c) => (c.max_uses === null ? `${c.used_count}` : `${c.used_count}/${c.max_uses}`),
        },
        { label: 'หมดอายุ', cell: (c) => (c.expires_at ? formatDateTime(c.expires_at) : '-') },
      ]}
    />
  )
}
