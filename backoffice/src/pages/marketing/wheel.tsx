import { Badge, Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { OperatorWheelPrize, OperatorWheelPrizeBody } from '../../../../src/contract/extras-operator'
import { formatBaht } from '../../../../src/lib/format'
import { fetchWheelPrizes, saveWheelPrize } from '../../api'
import { CheckField, firstMissing, numberOf, SelectField, TextField } from '../../components/desk-fields'
import { DeskMessage, useDeskData, useMayWrite } from '../../components/desk-state'
import { EditorCard } from '../../components/editor-card'
import { EditToggleButtons, SectionHeading } from '../../components/item-card'

type Kind = OperatorWheelPrize['kind']
const KINDS: { value: Kind; label: string }[] = [
  { value: 'points', label: 'พอยท์' },
  { value: 'credit', label: 'เครดิตเข้ากระเป๋าโบนัส (บาท)' },
  { value: 'none', label: 'ไม่ได้รางวัล' },
]

interface Form {
  prize_id?: number
  label: string
  kind: Kind
  amount: string
  weight: string
  color: string
  sort: string
  enabled: boolean
  /** The prize's weight counted in the total now (enabled), to show the chance after the change. */
  weightNow: number
}
const EMPTY: Form = {
  label: '',
  kind: 'points',
  amount: '',
  weight: '10',
  color: '#f59e0b',
  sort: '',
  enabled: true,
  weightNow: 0,
}
const formOf = (p: OperatorWheelPrize): Form => ({
  prize_id: p.id,
  label: p.label,
  kind: p.kind,
  amount: String(p.amount),
  weight: String(p.weight),
  color: p.color,
  sort: String(p.sort),
  enabled: p.enabled,
  weightNow: p.enabled ? p.weight : 0,
})

const prizeText = (p: OperatorWheelPrize) =>
  p.kind === 'none'
    ? 'ไม่ได้รางวัล'
    : p.kind === 'credit'
      ? `เครดิต ${formatBaht(p.amount)}`
      : `${p.amount.toLocaleString('th-TH')} พอยท์`
const percent = (n: number) => `${n.toLocaleString('th-TH', { maximumFractionDigits: 2 })}%`

/**
 * The prize wheel: every prize with its weight and its chance now (weight / sum of the enabled
 * weights), adding, changing and turning one off. Spins already made keep their prizes (server).
 */
export function WheelPrizesPage() {
  const { data, message, setMessage, busy, run } = useDeskData(fetchWheelPrizes)
  const mayWrite = useMayWrite(['marketing'])
  const [form, setForm] = useState<Form | null>(null)
  const set = (change: Partial<Form>) => setForm((f) => (f ? { ...f, ...change } : f))
  const edit = (next: Form) => {
    setForm(next)
    window.scrollTo({ top: 0 })
  }

  const bodyOf = (f: Form, change: Partial<OperatorWheelPrizeBody> = {}): OperatorWheelPrizeBody | string => {
    const amount = f.kind === 'none' ? 0 : numberOf(f.amount)
    const weight = numberOf(f.weight)
    const missing = firstMissing([
      ['จำนวนรางวัล', amount],
      ['น้ำหนัก', weight],
    ])
    if (missing) return missing
    return {
      ...(f.prize_id === undefined ? {} : { prize_id: f.prize_id }),
      label: f.label.trim(),
      kind: f.kind,
      amount,
      weight,
      color: f.color,
      ...(f.sort.trim() === '' ? {} : { sort: numberOf(f.sort) }),
      enabled: f.enabled,
      ...change,
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form) return
    const body = bodyOf(form)
    if (typeof body === 'string') return setMessage({ ok: false, text: body })
    if (await run(() => saveWheelPrize(body), `บันทึกรางวัล "${body.label}" แล้ว`)) setForm(null)
  }
  const toggle = (p: OperatorWheelPrize) => {
    const body = bodyOf(formOf(p), { enabled: !p.enabled })
    if (typeof body === 'string') return
    void run(
      () => saveWheelPrize(body),
      p.enabled ? `ปิดรางวัล "${p.label}" แล้ว วงล้อจะไม่สุ่มได้รางวัลนี้อีก` : `เปิดรางวัล "${p.label}" แล้ว`,
    )
  }

  // The chance the form's prize would have once saved, with the other enabled weights as they are.
  const weightAfter = form ? numberOf(form.weight) : Number.NaN
  const chanceAfter =
    form && data && Number.isFinite(weightAfter) && weightAfter > 0
      ? form.enabled
        ? (weightAfter * 100) / (data.total_weight - form.weightNow + weightAfter)
        : 0
      : null

  return (
    <Stack gap="3">
      <SectionHeading
        title="วงล้อนำโชค"
        add={mayWrite && !form ? 'เพิ่มรางวัล' : null}
        onAdd={() => edit(EMPTY)}
      />
      <DeskMessage message={message} />
      {data && (
        <Text fontSize="sm" color="gray.600">
          หมุนครั้งละ {data.cost_points.toLocaleString('th-TH')} พอยท์ (หรือสิทธิ์หมุนฟรี) · โอกาสของแต่ละรางวัล = น้ำหนัก ÷
          น้ำหนักรวมของรางวัลที่เปิดอยู่ ({data.total_weight.toLocaleString('th-TH')}) ·
          รางวัลที่หมุนได้ไปแล้วไม่เปลี่ยนตามการแก้ไข
        </Text>
      )}
      {form && (
        <EditorCard
          title={form.prize_id ? `แก้ไข "${form.label}"` : 'เพิ่มรางวัล'}
          busy={busy}
          onSubmit={submit}
          onCancel={() => setForm(null)}
        >
          <TextField
            label="ชื่อบนวงล้อ"
            name="label"
            required
            value={form.label}
            onChange={(label) => set({ label })}
          />
          <SelectField
            label="รางวัล"
            name="kind"
            value={form.kind}
            options={KINDS}
            onChange={(kind) => set({ kind })}
          />
          {form.kind !== 'none' && (
            <TextField
              label={form.kind === 'points' ? 'จำนวนพอยท์' : 'จำนวนเครดิต (บาท)'}
              name="amount"
              type="number"
              step={form.kind === 'points' ? '1' : '0.01'}
              value={form.amount}
              onChange={(amount) => set({ amount })}
            />
          )}
          <TextField
            label="น้ำหนัก"
            name="weight"
            type="number"
            value={form.weight}
            onChange={(weight) => set({ weight })}
            hint={
              chanceAfter === null
                ? 'จำนวนเต็มตั้งแต่ 1'
                : `โอกาสหลังบันทึก ${percent(Math.round(chanceAfter * 100) / 100)}`
            }
          />
          <TextField
            label="สี"
            name="color"
            type="color"
            value={form.color}
            onChange={(color) => set({ color })}
          />
          <TextField
            label="ลำดับบนวงล้อ"
            name="sort"
            type="number"
            value={form.sort}
            onChange={(sort) => set({ sort })}
            hint={form.prize_id ? undefined : 'เว้นว่าง = ต่อท้าย'}
          />
          <CheckField
            label="อยู่บนวงล้อ"
            name="enabled"
            checked={form.enabled}
            onChange={(enabled) => set({ enabled })}
          />
        </EditorCard>
      )}
      <Stack gap="2" data-testid="bo-wheel-prizes">
        {data?.prizes.map((p) => (
          <Card.Root key={p.id} opacity={p.enabled ? 1 : 0.7} data-testid="bo-wheel-prize">
            <Card.Body p="3">
              <Flex gap="3" align="center" wrap="wrap">
                <Box w="4" h="4" borderRadius="full" bg={p.color} flexShrink={0} />
                <Stack gap="0" flex="1" minW="10rem">
                  <HStack gap="2">
                    <Text fontWeight="medium">{p.label}</Text>
                    {!p.enabled && <Badge>ปิดแล้ว</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="gray.600">
                    {prizeText(p)} · น้ำหนัก {p.weight.toLocaleString('th-TH')} · หมุนได้แล้ว{' '}
                    {p.wins.toLocaleString('th-TH')} ครั้ง
                  </Text>
                </Stack>
                <Text fontWeight="semibold" minW="4.5rem" textAlign="end" data-testid="bo-wheel-chance">
                  {p.enabled ? percent(p.chance) : '-'}
                </Text>
                {mayWrite && (
                  <EditToggleButtons
                    enabled={p.enabled}
                    busy={busy}
                    onEdit={() => edit(formOf(p))}
                    onToggle={() => toggle(p)}
                  />
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  )
}
