import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { OperatorPoll, OperatorPollSaveBody, PollStatus } from '../../../../src/contract/extras-operator'
import { formatBaht } from '../../../../src/lib/format'
import { formatDateTime } from '../../../../src/lib/thai-date'
import { answerPoll, closePoll, fetchPolls, savePoll } from '../../api'
import { firstMissing, ItemFields, numberOf, SelectField, TextField } from '../../components/desk-fields'
import { DeskMessage, useDeskData, useMayWrite } from '../../components/desk-state'
import { EditorCard } from '../../components/editor-card'
import { ItemCard, SectionHeading } from '../../components/item-card'

type PrizeKind = OperatorPoll['prize_kind']
const PRIZES: { value: PrizeKind; label: string }[] = [
  { value: 'none', label: 'ไม่มีรางวัล' },
  { value: 'points', label: 'พอยท์' },
  { value: 'credit', label: 'เครดิตเข้ากระเป๋าโบนัส (บาท)' },
]
const STATUS: Record<PollStatus, { label: string; color: string }> = {
  scheduled: { label: 'ยังไม่เปิด', color: 'orange' },
  open: { label: 'เปิดโหวต', color: 'green' },
  closed: { label: 'ปิดโหวต รอประกาศผล', color: 'purple' },
  answered: { label: 'ประกาศผลแล้ว', color: 'gray' },
}

/** Bangkok is UTC+7 all year: an ISO time as a datetime-local value in Bangkok, and back. */
const BANGKOK_MS = 7 * 3600_000
const toBangkokInput = (iso: string) => new Date(Date.parse(iso) + BANGKOK_MS).toISOString().slice(0, 16)
const fromBangkokInput = (value: string) => {
  const ms = Date.parse(`${value}:00Z`)
  return Number.isNaN(ms) ? null : new Date(ms - BANGKOK_MS).toISOString()
}

interface Form {
  poll_id?: number
  title: string
  description: string
  image: string
  quota: string
  opens: string
  closes: string
  prize_kind: PrizeKind
  prize: string
  choices: { id?: number; label: string }[]
  /** Voted already: choices and prize stay (the server refuses a change too). */
  voted: boolean
}
const emptyForm = (): Form => {
  const now = Date.now()
  return {
    title: '',
    description: '',
    image: '',
    quota: '1',
    opens: toBangkokInput(new Date(now).toISOString()),
    closes: toBangkokInput(new Date(now + 7 * 86_400_000).toISOString()),
    prize_kind: 'points',
    prize: '',
    choices: [{ label: '' }, { label: '' }],
    voted: false,
  }
}
const formOf = (p: OperatorPoll): Form => ({
  poll_id: p.id,
  title: p.title,
  description: p.description,
  image: p.image ?? '',
  quota: String(p.quota),
  opens: toBangkokInput(p.opens_at),
  closes: toBangkokInput(p.closes_at),
  prize_kind: p.prize_kind,
  prize: String(p.prize_amount),
  choices: p.choices.map((c) => ({ id: c.id, label: c.label })),
  voted: p.voters > 0,
})

const prizeText = (p: OperatorPoll) =>
  p.prize_kind === 'none'
    ? 'ไม่มีรางวัล'
    : p.prize_kind === 'credit'
      ? `ทายถูกรับเครดิต ${formatBaht(p.prize_amount)}`
      : `ทายถูกรับ ${p.prize_amount.toLocaleString('th-TH')} พอยท์`

/** A pending second press: closing a poll, or announcing its answer. */
type Confirm = { pollId: number; action: 'close' } | { pollId: number; action: 'answer'; choiceId: number }

/**
 * The polls: every poll with its status and how many members chose each answer; adding and changing
 * one, closing its voting, and announcing the answer (which pays a prize poll's winners, once).
 */
export function PollsPage() {
  const { data, message, setMessage, busy, run } = useDeskData(fetchPolls)
  const mayWrite = useMayWrite(['marketing'])
  const [form, setForm] = useState<Form | null>(null)
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const set = (change: Partial<Form>) => setForm((f) => (f ? { ...f, ...change } : f))
  const edit = (next: Form) => {
    setForm(next)
    window.scrollTo({ top: 0 })
  }
  const setChoice = (i: number, label: string) =>
    set({ choices: form?.choices.map((c, j) => (j === i ? { ...c, label } : c)) })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form) return
    const quota = numberOf(form.quota)
    const prize = form.prize_kind === 'none' ? 0 : numberOf(form.prize)
    const missing = firstMissing([
      ['จำนวนโหวตต่อวัน', quota],
      ['รางวัล', prize],
    ])
    const opens = fromBangkokInput(form.opens)
    const closes = fromBangkokInput(form.closes)
    if (missing || !opens || !closes)
      return setMessage({ ok: false, text: missing ?? 'กรุณากรอกเวลาเปิดและปิดโหวต' })
    const body: OperatorPollSaveBody = {
      ...(form.poll_id === undefined ? {} : { poll_id: form.poll_id }),
      title: form.title.trim(),
      description: form.description.trim(),
      image: form.image.trim() || null,
      quota,
      opens_at: opens,
      closes_at: closes,
      prize_kind: form.prize_kind,
      prize_amount: prize,
      choices: form.choices.map((c) => ({
        ...(c.id === undefined ? {} : { id: c.id }),
        label: c.label.trim(),
      })),
    }
    if (await run(() => savePoll(body), `บันทึกโพล "${body.title}" แล้ว`)) setForm(null)
  }
  const decide = async () => {
    if (!confirm) return
    const poll = data?.find((p) => p.id === confirm.pollId)
    if (confirm.action === 'close') await run(() => closePoll(confirm.pollId), `ปิดโหวต "${poll?.title}" แล้ว`)
    else {
      const label = poll?.choices.find((c) => c.id === confirm.choiceId)?.label
      await run(() => answerPoll(confirm.pollId, confirm.choiceId), `ประกาศผล "${poll?.title}": ${label} แล้ว`)
    }
    setConfirm(null)
  }

  return (
    <Stack gap="3">
      <SectionHeading
        title="โพลทายผล"
        add={mayWrite && !form ? 'เพิ่มโพล' : null}
        onAdd={() => edit(emptyForm())}
      />
      <DeskMessage message={message} />
      {form && (
        <EditorCard
          title={form.poll_id ? `แก้ไข "${form.title}"` : 'เพิ่มโพล'}
          busy={busy}
          onSubmit={submit}
          onCancel={() => setForm(null)}
          below={
            <Stack gap="2">
              <Text fontWeight="medium" fontSize="sm">
                ตัวเลือก (2-10)
              </Text>
              {form.voted && (
                <Text fontSize="sm" color="orange.700">
                  มีสมาชิกโหวตแล้ว ตัวเลือกและรางวัลเปลี่ยนไม่ได้
                </Text>
              )}
              {form.choices.map((choice, i) => (
                <HStack key={choice.id ?? `new-${i}`} gap="2">
                  <Box flex="1">
                    <TextField
                      label={`ตัวเลือกที่ ${i + 1}`}
                      name={`choice-${i}`}
                      disabled={form.voted}
                      value={choice.label}
                      onChange={(label) => setChoice(i, label)}
                    />
                  </Box>
                  {!form.voted && form.choices.length > 2 && (
                    <Button
                      aria-label={`ลบตัวเลือกที่ ${i + 1}`}
                      size="sm"
                      variant="ghost"
                      alignSelf="end"
                      onClick={() => set({ choices: form.choices.filter((_, j) => j !== i) })}
                    >
                      ลบ
                    </Button>
                  )}
                </HStack>
              ))}
              {!form.voted && form.choices.length < 10 && (
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="start"
                  onClick={() => set({ choices: [...form.choices, { label: '' }] })}
                >
                  เพิ่มตัวเลือก
                </Button>
              )}
            </Stack>
          }
        >
          <TextField
            label="หัวข้อ"
            name="title"
            required
            value={form.title}
            onChange={(title) => set({ title })}
          />
          <TextField
            label="เปิดโหวต (เวลาไทย)"
            name="opens"
            type="datetime-local"
            value={form.opens}
            onChange={(opens) => set({ opens })}
          />
          <TextField
            label="ปิดโหวต (เวลาไทย)"
            name="closes"
            type="datetime-local"
            value={form.closes}
            onChange={(closes) => set({ closes })}
          />
          <TextField
            label="โหวตได้ต่อวัน (ครั้ง)"
            name="quota"
            type="number"
            value={form.quota}
            onChange={(quota) => set({ quota })}
          />
          <SelectField
            label="รางวัลผู้ทายถูก"
            name="prize_kind"
            value={form.prize_kind}
            options={PRIZES}
            disabled={form.voted}
            onChange={(prize_kind) => set({ prize_kind })}
          />
          {form.prize_kind !== 'none' && (
            <TextField
              label={form.prize_kind === 'points' ? 'จำนวนพอยท์ต่อคน' : 'เครดิตต่อคน (บาท)'}
              name="prize"
              type="number"
              step={form.prize_kind === 'points' ? '1' : '0.01'}
              disabled={form.voted}
              value={form.prize}
              onChange={(prize) => set({ prize })}
            />
          )}
          <ItemFields value={form} onChange={set} />
        </EditorCard>
      )}
      <Stack gap="2" data-testid="bo-polls">
        {data?.map((p) => (
          <ItemCard
            key={p.id}
            title={p.title}
            gap="2"
            testId="bo-poll"
            badges={<Badge colorPalette={STATUS[p.status].color}>{STATUS[p.status].label}</Badge>}
          >
            <Text fontSize="sm" color="gray.600">
              {formatDateTime(p.opens_at)} - {formatDateTime(p.closes_at)} · วันละ {p.quota} โหวต ·{' '}
              {prizeText(p)}
            </Text>
            <Stack gap="1">
              {p.choices.map((c) => {
                const share = p.voters === 0 ? 0 : Math.round((c.voters * 100) / p.voters)
                return (
                  <Box
                    key={c.id}
                    position="relative"
                    borderWidth="1px"
                    borderRadius="md"
                    px="2"
                    py="1"
                    overflow="hidden"
                  >
                    <Box position="absolute" inset="0" w={`${share}%`} bg="blue.50" />
                    <Flex position="relative" justify="space-between" gap="2" fontSize="sm">
                      <HStack gap="1">
                        <Text>{c.label}</Text>
                        {p.answer_choice_id === c.id && <Badge colorPalette="green">คำตอบ</Badge>}
                      </HStack>
                      <Text color="gray.700">
                        {c.voters.toLocaleString('th-TH')} คน ({share}%)
                      </Text>
                    </Flex>
                  </Box>
                )
              })}
            </Stack>
            <Text fontSize="xs" color="gray.500">
              ผู้ร่วมทายทั้งหมด {p.voters.toLocaleString('th-TH')} คน (คนละหนึ่งคำตอบ)
            </Text>
            {mayWrite && p.status !== 'answered' && confirm?.pollId !== p.id && (
              <Flex gap="1" wrap="wrap">
                <Button size="xs" variant="outline" disabled={busy} onClick={() => edit(formOf(p))}>
                  แก้ไข
                </Button>
                {(p.status === 'open' || p.status === 'scheduled') && (
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => setConfirm({ pollId: p.id, action: 'close' })}
                  >
                    ปิดโหวต
                  </Button>
                )}
                {p.choices.map((c) => (
                  <Button
                    key={c.id}
                    size="xs"
                    variant="ghost"
                    colorPalette="green"
                    disabled={busy}
                    onClick={() => setConfirm({ pollId: p.id, action: 'answer', choiceId: c.id })}
                  >
                    ประกาศผล: {c.label}
                  </Button>
                ))}
              </Flex>
            )}
            {confirm?.pollId === p.id && (
              <Box bg="yellow.50" borderRadius="md" p="2" data-testid="bo-poll-confirm">
                <Text fontSize="sm" mb="2">
                  {confirm.action === 'close'
                    ? 'ปิดโหวตตอนนี้? สมาชิกจะโหวตเพิ่มไม่ได้ (ประกาศผลภายหลังได้)'
                    : `ประกาศผล "${p.choices.find((c) => c.id === confirm.choiceId)?.label}"? ปิดโหวตทันที ผู้ทายถูก ${
                        p.choices.find((c) => c.id === confirm.choiceId)?.voters ?? 0
                      } คน${p.prize_kind === 'none' ? '' : ' จะได้รับรางวัล'} และเปลี่ยนคำตอบภายหลังไม่ได้`}
                </Text>
                <HStack gap="2">
                  <Button size="xs" colorPalette="blue" loading={busy} onClick={decide}>
                    ยืนยัน
                  </Button>
                  <Button size="xs" variant="ghost" disabled={busy} onClick={() => setConfirm(null)}>
                    ยกเลิก
                  </Button>
                </HStack>
              </Box>
            )}
          </ItemCard>
        ))}
      </Stack>
      {data?.length === 0 && <Text color="gray.600">ยังไม่มีโพล</Text>}
    </Stack>
  )
}
