import { Badge, Grid, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { OperatorShopItem } from '../../../../src/contract/extras-operator'
import type { OperatorShopItemBody, ShopItemKind } from '../../../../src/contract/shop'
import { formatBaht } from '../../../../src/lib/format'
import { fetchShopItems, saveShopItem } from '../../api'
import {
  firstMissing,
  ItemFields,
  numberOf,
  optionalNumber,
  SelectField,
  TextField,
} from '../../components/desk-fields'
import { DeskMessage, useDeskData, useMayWrite } from '../../components/desk-state'
import { EditorCard } from '../../components/editor-card'
import { EditToggleButtons, ItemCard, SectionHeading } from '../../components/item-card'

const KINDS: { value: ShopItemKind; label: string }[] = [
  { value: 'credit', label: 'เครดิตเข้ากระเป๋าโบนัส' },
  { value: 'wheel_spin', label: 'สิทธิ์หมุนวงล้อฟรี' },
  { value: 'item', label: 'ของรางวัล (จัดส่งเอง)' },
]
const kindName = (kind: ShopItemKind) => KINDS.find((k) => k.value === kind)?.label ?? kind

interface Form {
  item_id?: number
  kind: ShopItemKind
  title: string
  description: string
  image: string
  price: string
  credit: string
  turnover: string
  spins: string
  stock: string
  /** The stock as read: an edit sends stock only when it was changed (members may redeem meanwhile). */
  stockRead: string
  limit: string
  sort: string
  enabled: boolean
}
const EMPTY: Form = {
  kind: 'credit',
  title: '',
  description: '',
  image: '',
  price: '',
  credit: '',
  turnover: '0',
  spins: '1',
  stock: '',
  stockRead: '',
  limit: '',
  sort: '0',
  enabled: true,
}
const text = (n: number | null) => (n === null ? '' : String(n))
const formOf = (item: OperatorShopItem): Form => ({
  item_id: item.id,
  kind: item.kind,
  title: item.title,
  description: item.description,
  image: item.image ?? '',
  price: String(item.price),
  credit: String(item.credit),
  turnover: String(item.turnover_multiple),
  spins: String(item.spins),
  stock: text(item.stock),
  stockRead: text(item.stock),
  limit: text(item.per_member_limit),
  sort: String(item.sort),
  enabled: item.enabled,
})

/** What a unit gives the member, in a few words. */
function gives(item: OperatorShopItem) {
  if (item.kind === 'credit')
    return `เครดิต ${formatBaht(item.credit)}${item.turnover_multiple > 0 ? ` (เทิร์น ${item.turnover_multiple} เท่า)` : ''}`
  if (item.kind === 'wheel_spin') return `หมุนวงล้อฟรี ${item.spins} ครั้ง`
  return null
}

/** The point shop's items: every one (turned off too), adding, changing and turning one off. */
export function ShopItemsPage() {
  const { data, message, setMessage, busy, run } = useDeskData(fetchShopItems)
  const mayWrite = useMayWrite(['marketing'])
  const [form, setForm] = useState<Form | null>(null)
  const set = (change: Partial<Form>) => setForm((f) => (f ? { ...f, ...change } : f))
  const edit = (next: Form) => {
    setForm(next)
    window.scrollTo({ top: 0 })
  }

  const bodyOf = (f: Form, change: Partial<OperatorShopItemBody> = {}): OperatorShopItemBody | string => {
    const price = numberOf(f.price)
    const credit = f.kind === 'credit' ? numberOf(f.credit) : 0
    const spins = f.kind === 'wheel_spin' ? numberOf(f.spins) : 0
    const turnover = f.kind === 'credit' ? numberOf(f.turnover) : 0
    const missing = firstMissing([
      ['ราคา (พอยท์)', price],
      ['จำนวนเครดิต', credit],
      ['จำนวนครั้งที่หมุน', spins],
      ['เทิร์นโอเวอร์', turnover],
      ['ลำดับ', numberOf(f.sort)],
    ])
    if (missing) return missing
    const stockChanged = f.item_id === undefined || f.stock !== f.stockRead
    return {
      ...(f.item_id === undefined ? {} : { item_id: f.item_id }),
      kind: f.kind,
      title: f.title.trim(),
      description: f.description.trim(),
      ...(f.image.trim() ? { image: f.image.trim() } : {}),
      price,
      ...(f.kind === 'credit' ? { credit, turnover_multiple: turnover } : {}),
      ...(f.kind === 'wheel_spin' ? { spins } : {}),
      ...(stockChanged ? { stock: optionalNumber(f.stock) } : {}),
      per_member_limit: optionalNumber(f.limit),
      sort: numberOf(f.sort),
      enabled: f.enabled,
      ...change,
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form) return
    const body = bodyOf(form)
    if (typeof body === 'string') return setMessage({ ok: false, text: body })
    if (await run(() => saveShopItem(body), `บันทึก "${body.title}" แล้ว`)) setForm(null)
  }
  const toggle = (item: OperatorShopItem) => {
    const body = bodyOf(formOf(item), { enabled: !item.enabled })
    if (typeof body === 'string') return
    void run(
      () => saveShopItem(body),
      item.enabled ? `ปิด "${item.title}" แล้ว สมาชิกจะไม่เห็นรายการนี้` : `เปิด "${item.title}" แล้ว`,
    )
  }

  return (
    <Stack gap="3">
      <SectionHeading
        title="ร้านแลกของรางวัล"
        add={mayWrite && !form ? 'เพิ่มของรางวัล' : null}
        onAdd={() => setForm(EMPTY)}
      />
      <DeskMessage message={message} />
      {form && (
        <EditorCard
          title={form.item_id ? `แก้ไข "${form.title}"` : 'เพิ่มของรางวัล'}
          busy={busy}
          onSubmit={submit}
          onCancel={() => setForm(null)}
        >
          <SelectField
            label="ประเภท"
            name="kind"
            value={form.kind}
            options={KINDS}
            onChange={(kind) => set({ kind })}
          />
          <TextField
            label="ชื่อ"
            name="title"
            required
            value={form.title}
            onChange={(title) => set({ title })}
          />
          <TextField
            label="ราคา (พอยท์)"
            name="price"
            type="number"
            value={form.price}
            onChange={(price) => set({ price })}
          />
          {form.kind === 'credit' && (
            <>
              <TextField
                label="เครดิต (บาท)"
                name="credit"
                type="number"
                step="0.01"
                value={form.credit}
                onChange={(credit) => set({ credit })}
              />
              <TextField
                label="เทิร์นโอเวอร์ (เท่า)"
                name="turnover"
                type="number"
                value={form.turnover}
                onChange={(turnover) => set({ turnover })}
              />
            </>
          )}
          {form.kind === 'wheel_spin' && (
            <TextField
              label="จำนวนครั้งที่หมุน"
              name="spins"
              type="number"
              value={form.spins}
              onChange={(spins) => set({ spins })}
            />
          )}
          <TextField
            label="คงเหลือ"
            name="stock"
            type="number"
            value={form.stock}
            onChange={(stock) => set({ stock })}
            hint="เว้นว่าง = ไม่จำกัด"
          />
          <TextField
            label="จำกัดต่อสมาชิก"
            name="limit"
            type="number"
            value={form.limit}
            onChange={(limit) => set({ limit })}
            hint="เว้นว่าง = ไม่จำกัด"
          />
          <ItemFields value={form} onChange={set} enabledLabel="เปิดให้แลก" />
        </EditorCard>
      )}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="2" data-testid="bo-shop-items">
        {data?.map((item) => (
          <ItemCard
            key={item.id}
            title={item.title}
            off={!item.enabled}
            testId="bo-shop-item"
            badges={
              <Badge colorPalette={item.enabled ? 'green' : 'gray'}>
                {item.enabled ? 'เปิดให้แลก' : 'ปิดแล้ว'}
              </Badge>
            }
          >
            <Text fontSize="sm">
              {kindName(item.kind)} · {item.price.toLocaleString('th-TH')} พอยท์
              {gives(item) && ` · ${gives(item)}`}
            </Text>
            <Text fontSize="sm" color="gray.600">
              คงเหลือ {item.stock === null ? 'ไม่จำกัด' : item.stock.toLocaleString('th-TH')} · จำกัด{' '}
              {item.per_member_limit === null ? 'ไม่จำกัด' : `${item.per_member_limit} ต่อคน`} · แลกไปแล้ว{' '}
              {item.redeemed.toLocaleString('th-TH')}
              {item.pending > 0 && ` · รอจัดส่ง ${item.pending}`}
            </Text>
            {mayWrite && (
              <EditToggleButtons
                enabled={item.enabled}
                busy={busy}
                onEdit={() => edit(formOf(item))}
                onToggle={() => toggle(item)}
                pt="1"
              />
            )}
          </ItemCard>
        ))}
      </Grid>
      {data?.length === 0 && <Text color="gray.600">ยังไม่มีของรางวัล</Text>}
    </Stack>
  )
}
