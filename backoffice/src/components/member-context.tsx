import { Badge, Box, Grid, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { bankName } from '../../../src/contract/banks'
import type { MemberContext } from '../../../src/contract/staff'
import { formatBaht } from '../../../src/lib/format'
import { formatDateTime } from '../../../src/lib/thai-date'
import { fetchMemberContext, StaffApiError } from '../api'

const DEPOSIT_STATUS = { pending: 'รอชำระ', paid: 'สำเร็จ', expired: 'หมดอายุ/ยกเลิก' } as const
const WITHDRAW_STATUS = { waiting: 'รอดำเนินการ', success: 'สำเร็จ', failed: 'ไม่สำเร็จ' } as const
const BONUS_STATUS: Record<string, string> = { pending: 'รอฝาก', active: 'กำลังทำเทิร์น' }

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Heading size="xs" mb="1" color="gray.600">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

/**
 * The member beside a queue item (money desk) and on top of the member's page (members desk): who,
 * whether staff locked them, LINE, balances, promotions still running with their turnover, the last
 * deposits and withdrawals, and the bank account a withdrawal is paid to. Loaded for each member,
 * and again when `version` changes (after an action on the member).
 */
export function MemberContextPanel({
  memberId,
  version = 0,
  onLoaded,
}: {
  memberId: number
  version?: number
  onLoaded?: (context: MemberContext) => void
}) {
  const [context, setContext] = useState<MemberContext | null>(null)
  const [error, setError] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` asks for the member again
  useEffect(() => {
    let current = true
    // A reload of the same member keeps what is shown until the new answer; another member never shows.
    setContext((shown) => (shown?.id === memberId ? shown : null))
    setError(null)
    fetchMemberContext(memberId).then(
      (value) => {
        if (!current) return
        setContext(value)
        onLoaded?.(value)
      },
      (e) => current && setError(e instanceof StaffApiError ? e.message : 'โหลดข้อมูลสมาชิกไม่สำเร็จ'),
    )
    return () => {
      current = false
    }
  }, [memberId, version, onLoaded])
  if (error) return <Text color="red.600">{error}</Text>
  if (!context) return <Spinner size="sm" aria-label="กำลังโหลดข้อมูลสมาชิก" />
  return (
    <Stack gap="3" fontSize="sm" data-testid="bo-member-context">
      <Box>
        <Text fontWeight="medium">
          {context.full_name} · {context.phone}
        </Text>
        <Text color="gray.600" fontSize="xs">
          สมาชิก #{context.id} · สมัคร {formatDateTime(context.created_at)}
          {context.last_login_at && ` · เข้าใช้ล่าสุด ${formatDateTime(context.last_login_at)}`}
        </Text>
        {context.locked_at && (
          <Text color="red.700" fontSize="xs" data-testid="bo-member-locked">
            <Badge colorPalette="red" size="sm">
              ระงับการใช้งาน
            </Badge>{' '}
            ตั้งแต่ {formatDateTime(context.locked_at)} · เหตุผล: {context.locked_reason}
          </Text>
        )}
        <Text color="gray.600" fontSize="xs">
          LINE:{' '}
          {context.line
            ? `${context.line.display_name} (เชื่อมเมื่อ ${formatDateTime(context.line.linked_at)})`
            : 'ยังไม่เชื่อม'}
        </Text>
      </Box>
      <Section title="บัญชีธนาคาร">
        {context.bank ? (
          <Text data-testid="bo-member-bank">
            {bankName(context.bank.bank_code)} {context.bank.account_no} · {context.bank.account_name}
          </Text>
        ) : (
          <Text color="gray.500">ไม่มีบัญชี</Text>
        )}
      </Section>
      <Section title="ยอดเงิน">
        <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="2">
          {context.wallets.map((wallet) => (
            <Box key={wallet.id} borderWidth="1px" rounded="md" p="2">
              <Text fontSize="xs" color="gray.600">
                {wallet.wallet_name}
              </Text>
              <Text fontWeight="medium">{formatBaht(wallet.balance)}</Text>
            </Box>
          ))}
        </Grid>
      </Section>
      <Section title="โบนัสที่ยังทำงานอยู่">
        {context.bonuses.length === 0 ? (
          <Text color="gray.500">ไม่มี</Text>
        ) : (
          <Stack gap="1">
            {context.bonuses.map((bonus) => (
              <Text key={bonus.id}>
                {bonus.title} <Badge size="sm">{BONUS_STATUS[bonus.status] ?? bonus.status}</Badge> · โบนัส{' '}
                {formatBaht(bonus.bonus)} · ทำเทิร์นแล้ว {formatBaht(bonus.turnover_done)} /{' '}
                {formatBaht(bonus.turnover_required)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="ฝากล่าสุด">
        {context.deposits.length === 0 ? (
          <Text color="gray.500">ไม่มี</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Body>
              {context.deposits.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell>{formatDateTime(d.created_at)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatBaht(d.amount)}</Table.Cell>
                  <Table.Cell>{DEPOSIT_STATUS[d.status]}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <Section title="ถอนล่าสุด">
        {context.withdrawals.length === 0 ? (
          <Text color="gray.500">ไม่มี</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Body>
              {context.withdrawals.map((w) => (
                <Table.Row key={w.id}>
                  <Table.Cell>{formatDateTime(w.created_at)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatBaht(w.amount)}</Table.Cell>
                  <Table.Cell>{WITHDRAW_STATUS[w.status]}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
    </Stack>
  )
}
