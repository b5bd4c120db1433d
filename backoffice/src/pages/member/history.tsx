import { Badge, Box, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { BILL_STATUS_NAMES } from '../../../../src/contract/lotto-rules'
import { LOGIN_METHODS } from '../../../../src/contract/member-desk'
import type { LimitKind } from '../../../../src/contract/responsible'
import { formatBaht } from '../../../../src/lib/format'
import { formatDateTime } from '../../../../src/lib/thai-date'
import {
  fetchMemberBills,
  fetchMemberLogins,
  fetchMemberPromotions,
  fetchMemberResponsible,
  fetchMemberStatement,
  StaffApiError,
} from '../../api'
import { Pager } from '../../components/pager'

/**
 * The answer of `load()`, asked again whenever `key` changes (what the load depends on, written
 * out: member, page, version); the last answer stays shown until the next one, or a Thai error.
 */
function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(load)
  latest.current = load
  useEffect(() => {
    let current = true
    setError(null)
    latest.current().then(
      (value) => current && setLoaded({ key, value }),
      (e) => current && setError(e instanceof StaffApiError ? e.message : 'โหลดข้อมูลไม่สำเร็จ'),
    )
    return () => {
      current = false
    }
  }, [key])
  return { value: loaded?.value ?? null, error }
}

function Loading({ error, empty }: { error: string | null; empty?: string }) {
  if (error) return <Text color="red.600">{error}</Text>
  if (empty)
    return (
      <Text color="gray.500" p="3" textAlign="center">
        {empty}
      </Text>
    )
  return <Spinner size="sm" aria-label="กำลังโหลด" />
}

const signed = (amount: number) => (amount > 0 ? `+${formatBaht(amount)}` : formatBaht(amount))

/** The member's statement as they read it (every wallet), 20 a page, newest first. */
export function StatementTab({ memberId, version }: { memberId: number; version: number }) {
  const [page, setPage] = useState(1)
  const { value, error } = useLoaded(
    () => fetchMemberStatement(memberId, page),
    `${memberId}/${page}/${version}`,
  )
  if (!value) return <Loading error={error} />
  if (value.items.length === 0) return <Loading error={error} empty="ยังไม่มีรายการเดินบัญชี" />
  return (
    <Stack gap="2">
      <Box overflowX="auto">
        <Table.Root size="sm" minW="560px" data-testid="bo-member-statement">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>เวลา</Table.ColumnHeader>
              <Table.ColumnHeader>รายการ</Table.ColumnHeader>
              <Table.ColumnHeader>กระเป๋า</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">จำนวน</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">คงเหลือ</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {value.items.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(e.created_at)}</Table.Cell>
                <Table.Cell>
                  {e.label}
                  {e.detail && (
                    <Text as="span" color="gray.600">
                      {' '}
                      {e.detail}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{e.wallet_name}</Table.Cell>
                <Table.Cell textAlign="end" color={e.amount < 0 ? 'red.600' : 'green.700'}>
                  {signed(e.amount)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatBaht(e.balance_after)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager page={page} pages={Math.max(1, Math.ceil(value.total / value.page_size))} go={setPage} />
    </Stack>
  )
}

/** The member's lottery bills, newest first. */
export function BillsTab({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1)
  const { value, error } = useLoaded(() => fetchMemberBills(memberId, page), `${memberId}/${page}`)
  if (!value) return <Loading error={error} />
  if (value.items.length === 0) return <Loading error={error} empty="ยังไม่มีโพยหวย" />
  return (
    <Stack gap="2">
      {value.items.map((b) => (
        <HStack
          key={b.id}
          justify="space-between"
          borderWidth="1px"
          rounded="md"
          p="2"
          fontSize="sm"
          wrap="wrap"
        >
          <Box>
            <Text fontWeight="medium">
              โพย #{b.id} · {b.round.title}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {formatDateTime(b.created_at)} · {b.line_count} รายการ
            </Text>
          </Box>
          <Box textAlign="end">
            <Badge colorPalette={b.status === 'won' ? 'green' : b.status === 'waiting' ? 'blue' : 'gray'}>
              {BILL_STATUS_NAMES[b.status]}
            </Badge>
            <Text fontSize="xs">
              แทง {formatBaht(b.total)}
              {b.payout > 0 && ` · ได้ ${formatBaht(b.payout)}`}
            </Text>
          </Box>
        </HStack>
      ))}
      <Pager page={page} pages={Math.max(1, Math.ceil(value.total / value.page_size))} go={setPage} />
    </Stack>
  )
}

const PROMOTION_STATUS: Record<string, string> = {
  pending: 'รอฝากเงิน',
  active: 'กำลังทำเทิร์น',
  completed: 'ทำเทิร์นครบแล้ว',
  cancelled: 'ยกเลิกแล้ว',
  expired: 'หมดอายุ',
  forfeited: 'สละโบนัสแล้ว',
}

/** Every promotion and coupon credit the member took, running first, with its turnover. */
export function PromotionsTab({ memberId, version }: { memberId: number; version: number }) {
  const { value, error } = useLoaded(() => fetchMemberPromotions(memberId), `${memberId}/${version}`)
  if (!value) return <Loading error={error} />
  if (value.length === 0) return <Loading error={error} empty="ยังไม่เคยรับโปรโมชั่นหรือโบนัส" />
  return (
    <Stack gap="2">
      {value.map((p) => (
        <Box key={p.id} borderWidth="1px" rounded="md" p="2" fontSize="sm">
          <Text fontWeight="medium">
            {p.title} <Badge size="sm">{PROMOTION_STATUS[p.status] ?? p.status}</Badge>
          </Text>
          <Text fontSize="xs" color="gray.600">
            โบนัส {formatBaht(p.bonus)} · ทำเทิร์นแล้ว {formatBaht(p.turnover_done)} /{' '}
            {formatBaht(p.turnover_required)}
          </Text>
        </Box>
      ))}
    </Stack>
  )
}

/** The member's last 20 logins: when, how, from where, until when. */
export function LoginsTab({ memberId, version }: { memberId: number; version: number }) {
  const { value, error } = useLoaded(() => fetchMemberLogins(memberId), `${memberId}/${version}`)
  if (!value) return <Loading error={error} />
  if (value.length === 0) return <Loading error={error} empty="ยังไม่เคยเข้าสู่ระบบ" />
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" minW="520px" data-testid="bo-member-logins">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>เข้าสู่ระบบ</Table.ColumnHeader>
            <Table.ColumnHeader>ด้วย</Table.ColumnHeader>
            <Table.ColumnHeader>จากที่อยู่</Table.ColumnHeader>
            <Table.ColumnHeader>ใช้งานล่าสุด</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {value.map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(s.at)}</Table.Cell>
              <Table.Cell>
                {s.method ? (LOGIN_METHODS[s.method as keyof typeof LOGIN_METHODS] ?? s.method) : '-'}
              </Table.Cell>
              <Table.Cell>{s.address ?? '-'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDateTime(s.last_seen_at)}
                {s.ended_at && (
                  <Text as="span" color="gray.500">
                    {' '}
                    (ออกแล้ว)
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

const LIMIT_NAMES: Record<LimitKind, string> = {
  deposit_day: 'วงเงินฝากต่อวัน',
  deposit_week: 'วงเงินฝากต่อสัปดาห์',
  deposit_month: 'วงเงินฝากต่อเดือน',
  loss_day: 'วงเงินเสียต่อวัน',
  loss_week: 'วงเงินเสียต่อสัปดาห์',
  session: 'เวลาเล่นต่อครั้ง',
}

/** The member's own limits, time-out or self-exclusion (read only: staff cannot lift them). */
export function ResponsibleTab({ memberId }: { memberId: number }) {
  const { value, error } = useLoaded(() => fetchMemberResponsible(memberId), `${memberId}`)
  if (!value) return <Loading error={error} />
  const shown = (kind: LimitKind, amount: number | null) =>
    amount === null ? 'ไม่จำกัด' : kind === 'session' ? `${amount} นาที` : formatBaht(amount)
  return (
    <Stack gap="2" fontSize="sm">
      <Text>
        {value.block
          ? `${value.block.kind === 'timeout' ? 'พักการเล่น' : 'ขอหยุดเล่น (self-exclusion)'} ถึง ${formatDateTime(value.block.until)}`
          : 'ไม่ได้พักการเล่น'}
      </Text>
      <Text>
        เตือนเวลาเล่น: {value.reality_check_minutes === 0 ? 'ปิด' : `ทุก ${value.reality_check_minutes} นาที`}
      </Text>
      {value.limits.map((limit) => (
        <Text key={limit.kind}>
          {LIMIT_NAMES[limit.kind]}: {shown(limit.kind, limit.value)}
          {limit.used !== null && limit.value !== null && ` (ใช้ไป ${formatBaht(limit.used)})`}
        </Text>
      ))}
      <Text fontSize="xs" color="gray.500">
        สมาชิกตั้งค่าเหล่านี้เอง เจ้าหน้าที่ยกเลิกหรือลดไม่ได้
      </Text>
    </Stack>
  )
}
