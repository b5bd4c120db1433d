import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { OperatorResultBody, OperatorResultPreview } from '../../../../src/contract/lotto-operator'
import {
  BET_TYPE_INFO,
  type CategoryCode,
  RESULT_FIELD_NAMES,
  RESULT_FIELDS,
  type ResultField,
} from '../../../../src/contract/lotto-rules'
import { formatBaht } from '../../../../src/lib/format'
import { enterLottoResult, previewLottoResult, StaffApiError } from '../../api'
import { houseColor } from './shared'

/** Two numbers each (government: เลขหน้า 3 ตัว and เลขท้าย 3 ตัว); the other fields one. */
const PAIRS: readonly ResultField[] = ['front3', 'back3']
const inputKeys = (category: CategoryCode) =>
  (Object.keys(RESULT_FIELDS[category]) as ResultField[]).flatMap((field) =>
    PAIRS.includes(field) ? [`${field}.0`, `${field}.1`] : [field],
  )
const labelOf = (key: string) => {
  const [field, index] = key.split('.') as [ResultField, string | undefined]
  return index === undefined
    ? RESULT_FIELD_NAMES[field]
    : `${RESULT_FIELD_NAMES[field]} ชุดที่ ${Number(index) + 1}`
}

/**
 * The official result of a closed round in two steps: the fields of its category, then what
 * settlement will pay for exactly those numbers (the server's preview: winning lines, bills,
 * members, total payout, the house's result), and only then the result itself, once.
 */
export function ResultForm({
  roundId,
  category,
  onEntered,
}: {
  roundId: number
  category: CategoryCode
  onEntered: () => void
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [preview, setPreview] = useState<OperatorResultPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const keys = inputKeys(category)
  const value = (key: string) => (values[key] ?? '').trim()

  const body = (): OperatorResultBody => {
    const out: OperatorResultBody = { round_id: roundId }
    for (const field of Object.keys(RESULT_FIELDS[category]) as ResultField[]) {
      if (PAIRS.includes(field)) out[field as 'front3' | 'back3'] = [value(`${field}.0`), value(`${field}.1`)]
      else out[field as Exclude<ResultField, 'front3' | 'back3'>] = value(field)
    }
    return out
  }

  const check = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { round_id, front3, back3, ...single } = body()
      setPreview(
        await previewLottoResult({
          round_id,
          ...single,
          ...(front3 ? { front3: front3.join(',') } : {}),
          ...(back3 ? { back3: back3.join(',') } : {}),
        }),
      )
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'ตรวจสอบไม่สำเร็จ')
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await enterLottoResult(body())
      onEntered()
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'บันทึกผลไม่สำเร็จ')
      setPreview(null)
    } finally {
      setBusy(false)
    }
  }

  if (preview) {
    const n = preview.numbers
    const house = preview.staked - preview.payout
    return (
      <Stack gap="3" role="region" aria-label="ยืนยันผลรางวัล" data-testid="bo-result-preview">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>กรอกผลได้ครั้งเดียว ตรวจสอบเลขและยอดจ่ายก่อนยืนยัน</Alert.Title>
        </Alert.Root>
        <Grid
          templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }}
          gap="2"
          data-testid="bo-preview-numbers"
        >
          <Fact label="3 ตัวบน" value={n.top3} />
          <Fact label="2 ตัวบน" value={n.top2} />
          <Fact label="2 ตัวล่าง" value={n.bottom2} />
          {n.front3.length > 0 && <Fact label="3 ตัวหน้า" value={n.front3.join(' ')} />}
          {n.back3.length > 0 && <Fact label="3 ตัวล่าง" value={n.back3.join(' ')} />}
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
          <Fact label="โพยรอผล" value={`${preview.bills} โพย`} note={`แทง ${formatBaht(preview.staked)}`} />
          <Fact
            label="ถูกรางวัล"
            value={`${preview.winning_lines} รายการ`}
            note={`${preview.winning_bills} โพย · ${preview.members} สมาชิก`}
            testId="bo-preview-winners"
          />
          <Fact label="ยอดจ่ายรางวัล" value={formatBaht(preview.payout)} testId="bo-preview-payout" />
          <Fact
            label="เจ้ามือได้/เสีย"
            value={formatBaht(house)}
            color={houseColor(house)}
            testId="bo-preview-house"
          />
        </Grid>
        {preview.winners.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                  <Table.ColumnHeader>เลข</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">รายการ</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ยอดจ่าย</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.winners.map((w) => (
                  <Table.Row key={`${w.bet_type}:${w.number}`}>
                    <Table.Cell whiteSpace="nowrap">{BET_TYPE_INFO[w.bet_type].name}</Table.Cell>
                    <Table.Cell fontWeight="medium">{w.number}</Table.Cell>
                    <Table.Cell textAlign="end">{w.lines}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatBaht(w.staked)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatBaht(w.payout)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="blue" loading={busy} onClick={confirm}>
            ยืนยันผลและจ่ายรางวัล
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setPreview(null)}>
            แก้ไขผล
          </Button>
        </HStack>
        {error && <Text color="red.600">{error}</Text>}
      </Stack>
    )
  }

  return (
    <form onSubmit={check}>
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
          {keys.map((key) => {
            const digits = RESULT_FIELDS[category][key.split('.')[0] as ResultField] ?? 0
            return (
              <Field.Root key={key} required>
                <Field.Label>{labelOf(key)}</Field.Label>
                <Input
                  inputMode="numeric"
                  maxLength={digits}
                  placeholder={'0'.repeat(digits)}
                  value={values[key] ?? ''}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value.replace(/\D/g, '') })}
                />
              </Field.Root>
            )
          })}
        </Grid>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy}>
          ตรวจสอบยอดจ่าย
        </Button>
        {error && (
          <Text color="red.600" data-testid="bo-result-error">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  )
}

/** One figure with its label (and a note under it). */
export function Fact({
  label,
  value,
  note,
  color,
  testId,
}: {
  label: string
  value: string
  note?: string
  color?: string
  testId?: string
}) {
  return (
    <Card.Root size="sm" variant="subtle">
      <Card.Body p="2" data-testid={testId}>
        <Text fontSize="xs" color="gray.600">
          {label}
        </Text>
        <Heading size="md" color={color}>
          {value}
        </Heading>
        {note && (
          <Text fontSize="xs" color="gray.600">
            {note}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}
