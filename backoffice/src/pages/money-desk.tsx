import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PendingOrder } from '../../../src/contract/operator'
import type { PendingWithdrawal } from '../../../src/contract/staff'
import { formatBaht } from '../../../src/lib/format'
import { formatDateTime } from '../../../src/lib/thai-date'
import {
  approveWithdrawal,
  confirmDeposit,
  fetchPendingDeposits,
  fetchPendingWithdrawals,
  rejectDeposit,
  rejectWithdrawal,
  StaffApiError,
} from '../api'
import { MemberContextPanel } from '../components/member-context'
import { useDeskLive } from '../desk-live'
import { staffAtom } from '../session'

type Kind = 'deposit' | 'withdraw'
type Item = { kind: 'deposit'; row: PendingOrder } | { kind: 'withdraw'; row: PendingWithdrawal }
type Decision = { kind: Kind; id: number; accept: boolean }

const LIVE_TEXT = { connecting: 'กำลังเชื่อมต่อ…', live: 'อัปเดตสด', offline: 'ไม่ได้เชื่อมต่อ' } as const

/**
 * The cashier's desk: open QR deposits and waiting withdrawals as live queues (newest first; an item
 * that arrived since the desk opened carries a "ใหม่" badge, and its tab counts them), and beside the
 * chosen item the member's context and the decision, confirmed in a second step.
 */
export function MoneyDeskPage() {
  const staff = useAtomValue(staffAtom)
  const mayDecide = staff?.role === 'owner' || staff?.role === 'cashier'
  const [deposits, setDeposits] = useState<PendingOrder[]>([])
  const [withdrawals, setWithdrawals] = useState<PendingWithdrawal[]>([])
  const [tab, setTab] = useState<Kind>('deposit')
  const [selected, setSelected] = useState<Item | null>(null)
  const [pending, setPending] = useState<Decision | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  // Ids seen when the desk first loaded, and the new ones not yet opened.
  const seen = useRef<{ deposit: Set<number>; withdraw: Set<number> } | null>(null)
  const [fresh, setFresh] = useState<{ deposit: Set<number>; withdraw: Set<number> }>({
    deposit: new Set(),
    withdraw: new Set(),
  })

  const reload = useCallback(async () => {
    const [d, w] = await Promise.all([fetchPendingDeposits(), fetchPendingWithdrawals()])
    setDeposits(d)
    setWithdrawals(w)
    if (!seen.current) {
      seen.current = { deposit: new Set(d.map((x) => x.id)), withdraw: new Set(w.map((x) => x.id)) }
      return
    }
    const known = seen.current
    // Worked out now: the state updater runs later, after `known` has taken these ids.
    const newDeposits = d.filter((x) => !known.deposit.has(x.id)).map((x) => x.id)
    const newWithdrawals = w.filter((x) => !known.withdraw.has(x.id)).map((x) => x.id)
    for (const id of newDeposits) known.deposit.add(id)
    for (const id of newWithdrawals) known.withdraw.add(id)
    if (newDeposits.length + newWithdrawals.length === 0) return
    setFresh((current) => ({
      deposit: new Set([...current.deposit, ...newDeposits]),
      withdraw: new Set([...current.withdraw, ...newWithdrawals]),
    }))
  }, [])

  const live = useDeskLive(() => {
    reload().catch(() => {})
  })
  useEffect(() => {
    reload().catch(() => {})
  }, [reload])

  const open = (item: Item) => {
    setSelected(item)
    setPending(null)
    setMessage(null)
    setFresh((current) => {
      const next = { deposit: new Set(current.deposit), withdraw: new Set(current.withdraw) }
      next[item.kind].delete(item.row.id)
      return next
    })
  }

  const decide = async (decision: Decision) => {
    setBusy(true)
    try {
      if (decision.kind === 'deposit') {
        const order = decision.accept ? await confirmDeposit(decision.id) : await rejectDeposit(decision.id)
        setMessage({
          ok: true,
          text: decision.accept
            ? `ยืนยันยอดฝาก ${formatBaht(order.amount)} แล้ว`
            : `ปฏิเสธรายการฝาก #${order.id} แล้ว`,
        })
      } else {
        const w = decision.accept ? await approveWithdrawal(decision.id) : await rejectWithdrawal(decision.id)
        setMessage({
          ok: true,
          text: decision.accept
            ? `อนุมัติการถอน ${formatBaht(w.amount)} แล้ว`
            : `ปฏิเสธการถอน ${formatBaht(w.amount)} แล้ว คืนยอดเข้ากระเป๋าหลัก`,
        })
      }
      setSelected(null)
      await reload()
    } catch (e) {
      setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'ทำรายการไม่สำเร็จ' })
      await reload().catch(() => {})
    } finally {
      setPending(null)
      setBusy(false)
    }
  }

  const amountOf = (item: Item) => formatBaht(item.row.amount)
  const rows: Item[] =
    tab === 'deposit'
      ? deposits.map((row) => ({ kind: 'deposit' as const, row }))
      : withdrawals.map((row) => ({ kind: 'withdraw' as const, row }))

  return (
    <Stack gap="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Heading size="md">ฝาก-ถอน</Heading>
        <Badge colorPalette={live === 'live' ? 'green' : 'gray'} data-testid="bo-live">
          {LIVE_TEXT[live]}
        </Badge>
      </Flex>
      {message && (
        <Alert.Root status={message.ok ? 'success' : 'error'} data-testid="bo-desk-message">
          <Alert.Indicator />
          <Alert.Title>{message.text}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="3" alignItems="start">
        <Card.Root>
          <Card.Body p="2">
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Kind)} size="sm">
              <Tabs.List>
                <Tabs.Trigger value="deposit">
                  รายการฝาก ({deposits.length})
                  {fresh.deposit.size > 0 && (
                    <Badge colorPalette="red" ms="1" data-testid="bo-new-deposits">
                      ใหม่ {fresh.deposit.size}
                    </Badge>
                  )}
                </Tabs.Trigger>
                <Tabs.Trigger value="withdraw">
                  รายการถอน ({withdrawals.length})
                  {fresh.withdraw.size > 0 && (
                    <Badge colorPalette="red" ms="1" data-testid="bo-new-withdrawals">
                      ใหม่ {fresh.withdraw.size}
                    </Badge>
                  )}
                </Tabs.Trigger>
              </Tabs.List>
            </Tabs.Root>
            <Stack gap="1" mt="2" data-testid={`bo-queue-${tab}`}>
              {rows.length === 0 && (
                <Text color="gray.500" p="3" textAlign="center">
                  ไม่มีรายการรอดำเนินการ
                </Text>
              )}
              {rows.map((item) => (
                <Box
                  as="button"
                  key={item.row.id}
                  textAlign="start"
                  p="2"
                  borderWidth="1px"
                  rounded="md"
                  bg={selected?.kind === item.kind && selected.row.id === item.row.id ? 'blue.50' : 'white'}
                  onClick={() => open(item)}
                  data-testid={`bo-item-${item.kind}-${item.row.id}`}
                >
                  <HStack justify="space-between">
                    <Text fontWeight="medium">{amountOf(item)}</Text>
                    {fresh[item.kind].has(item.row.id) && <Badge colorPalette="red">ใหม่</Badge>}
                  </HStack>
                  <Text fontSize="xs" color="gray.600">
                    #{item.row.id} · สมาชิก {item.row.member_id} · {formatDateTime(item.row.created_at)}
                    {item.kind === 'withdraw' && ` · ${item.row.bank.bank_name} ${item.row.bank.account_no}`}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        {selected && (
          <Card.Root>
            <Card.Body p="3">
              <Stack gap="3">
                <Heading size="sm">
                  {selected.kind === 'deposit' ? 'รายการฝาก' : 'รายการถอน'} #{selected.row.id} ·{' '}
                  {amountOf(selected)}
                </Heading>
                <MemberContextPanel memberId={selected.row.member_id} />
                {mayDecide && !pending && (
                  <HStack>
                    <Button
                      colorPalette="green"
                      onClick={() => setPending({ kind: selected.kind, id: selected.row.id, accept: true })}
                    >
                      {selected.kind === 'deposit' ? 'ยืนยันยอดฝาก' : 'อนุมัติการถอน'}
                    </Button>
                    <Button
                      colorPalette="red"
                      variant="outline"
                      onClick={() => setPending({ kind: selected.kind, id: selected.row.id, accept: false })}
                    >
                      ปฏิเสธ
                    </Button>
                  </HStack>
                )}
                {pending && (
                  <Alert.Root status={pending.accept ? 'info' : 'warning'}>
                    <Alert.Content>
                      <Alert.Title>
                        {pending.kind === 'deposit'
                          ? pending.accept
                            ? `ยืนยันว่าได้รับเงิน ${amountOf(selected)} แล้ว ระบบจะเติมเข้ากระเป๋าหลักของสมาชิก`
                            : 'ปฏิเสธรายการฝากนี้ (ไม่ได้รับเงิน) สมาชิกจะชำระ QR นี้ไม่ได้อีก'
                          : pending.accept
                            ? `ยืนยันว่าโอน ${amountOf(selected)} เข้าบัญชีสมาชิกแล้ว`
                            : `ปฏิเสธการถอน ยอด ${amountOf(selected)} จะคืนเข้ากระเป๋าหลักของสมาชิก`}
                      </Alert.Title>
                      <HStack mt="2">
                        <Button size="sm" colorPalette="blue" loading={busy} onClick={() => decide(pending)}>
                          ยืนยัน
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
                          ยกเลิก
                        </Button>
                      </HStack>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Grid>
    </Stack>
  )
}
