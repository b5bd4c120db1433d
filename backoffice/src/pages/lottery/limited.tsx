import {
  Badge,
  Button,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import type { LimitedNumber } from '../../../../src/contract/lotto'
import type { OperatorLimitedBody } from '../../../../src/contract/lotto-operator'
import { BET_TYPE_INFO, type BetType } from '../../../../src/contract/lotto-rules'
import { formatBaht } from '../../../../src/lib/format'
import { deleteLottoLimited, fetchLottoLimited, StaffApiError, setLottoLimited } from '../../api'
import { LIMITED_KIND_NAMES, limitedText } from './exposure'

type Kind = OperatorLimitedBody['kind']
export interface LimitedDraft {
  bet_type: BetType
  number: string
}

/**
 * A round's เลขอั้น: the list (with what is left under each cap) and, while the round still takes
 * bets and the staff member may, the form: a number closed, paid at a reduced rate, or capped.
 */
export function LimitedPanel({
  roundId,
  betTypes,
  editable,
  draft,
  onChanged,
}: {
  roundId: number
  betTypes: readonly BetType[]
  editable: boolean
  /** A number picked from the exposure table (fills the form). */
  draft: LimitedDraft | null
  onChanged: () => void
}) {
  const [list, setList] = useState<LimitedNumber[]>([])
  const [betType, setBetType] = useState<BetType>(betTypes[0])
  const [number, setNumber] = useState('')
  const [kind, setKind] = useState<Kind>('cap')
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setList(await fetchLottoLimited(roundId).catch(() => []))
  }, [roundId])
  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    if (!draft) return
    setBetType(draft.bet_type)
    setNumber(draft.number)
  }, [draft])

  const run = async (work: () => Promise<LimitedNumber[]>, done: string) => {
    setBusy(true)
    setMessage(null)
    try {
      setList(await work())
      setMessage({ ok: true, text: done })
      onChanged()
    } catch (e) {
      setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'บันทึกไม่สำเร็จ' })
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(amount)
    const body: OperatorLimitedBody = {
      round_id: roundId,
      bet_type: betType,
      number: number.trim(),
      kind,
      ...(kind === 'rate' && amount !== '' ? { rate: value } : {}),
      ...(kind === 'cap' && amount !== '' ? { cap: value } : {}),
    }
    void run(() => setLottoLimited(body), `ตั้งเลขอั้น ${BET_TYPE_INFO[betType].name} ${body.number} แล้ว`)
  }

  return (
    <Stack gap="2">
      <Heading size="sm">เลขอั้น</Heading>
      {list.length === 0 && <Text color="gray.500">ยังไม่มีเลขอั้นในงวดนี้</Text>}
      <Stack gap="1" data-testid="bo-limited-list">
        {list.map((l) => (
          <HStack
            key={`${l.bet_type}:${l.number}`}
            justify="space-between"
            align="start"
            borderBottomWidth="1px"
            py="1"
          >
            <Text flex="1" minW="0">
              {BET_TYPE_INFO[l.bet_type].name} <b>{l.number}</b>{' '}
              <Badge colorPalette="purple">{limitedText(l)}</Badge>
              {l.remaining !== null && (
                <Text as="span" fontSize="sm" color="gray.600">
                  {' '}
                  เหลือรับ {formatBaht(l.remaining)}
                </Text>
              )}
            </Text>
            {editable && (
              <Button
                flexShrink={0}
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() =>
                  run(
                    () => deleteLottoLimited({ round_id: roundId, bet_type: l.bet_type, number: l.number }),
                    `ยกเลิกเลขอั้น ${BET_TYPE_INFO[l.bet_type].name} ${l.number} แล้ว`,
                  )
                }
              >
                ยกเลิก
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {editable && (
        <form onSubmit={submit}>
          <Grid templateColumns="1fr 1fr" gap="2" alignItems="end">
            <Field.Root>
              <Field.Label>ประเภท</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={betType} onChange={(e) => setBetType(e.target.value as BetType)}>
                  {betTypes.map((t) => (
                    <option key={t} value={t}>
                      {BET_TYPE_INFO[t].name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required>
              <Field.Label>เลข</Field.Label>
              <Input
                size="sm"
                inputMode="numeric"
                maxLength={BET_TYPE_INFO[betType].digits}
                value={number}
                onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>แบบ</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                  {(Object.keys(LIMITED_KIND_NAMES) as Kind[]).map((k) => (
                    <option key={k} value={k}>
                      {LIMITED_KIND_NAMES[k]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {kind !== 'closed' && (
              <Field.Root required>
                <Field.Label>{kind === 'rate' ? 'จ่ายบาทละ' : 'ยอดรับรวมสูงสุด (บาท)'}</Field.Label>
                <Input
                  size="sm"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
                />
              </Field.Root>
            )}
          </Grid>
          <Button type="submit" size="sm" mt="2" colorPalette="purple" loading={busy}>
            ตั้งเลขอั้น
          </Button>
        </form>
      )}
      {message && (
        <Text color={message.ok ? 'green.700' : 'red.600'} data-testid="bo-limited-message">
          {message.text}
        </Text>
      )}
    </Stack>
  )
}
