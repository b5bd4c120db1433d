import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { redeemCommission } from '../api'
import { affiliateSummaryQuery, refreshAffiliateAtom } from '../atoms'
import { AFFILIATE_TEXT } from '../texts'

const Figure = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Box borderWidth="1px" rounded="md" p="2" textAlign="center">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontWeight="bold" data-testid={testId}>
      {formatBaht(value)}
    </Text>
  </Box>
)

/** Today, this month, withdrawable now, and "ถอนเข้ากระเป๋าหลัก" (once per press, idempotent). */
export function SummaryCards({ onRedeemed }: { onRedeemed: () => void }) {
  const { data } = useAtomValue(affiliateSummaryQuery)
  const refresh = useSetAtom(refreshAffiliateAtom)
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  if (!data) return null

  const redeem = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const result = await idempotency.send({ redeem: true }, (key) => redeemCommission(key))
      setMessage({ ok: true, text: AFFILIATE_TEXT.redeemed(formatBaht(result.redeem.amount)) })
      onRedeemed()
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) })
    } finally {
      setBusy(false)
      refresh()
    }
  }

  return (
    <Stack gap="2">
      <SimpleGrid columns={3} gap="2">
        <Figure label={AFFILIATE_TEXT.today} value={data.today} testId="affiliate-today" />
        <Figure label={AFFILIATE_TEXT.month} value={data.month} testId="affiliate-month" />
        <Figure
          label={AFFILIATE_TEXT.withdrawable}
          value={data.withdrawable}
          testId="affiliate-withdrawable"
        />
      </SimpleGrid>
      <Button
        onClick={() => void redeem()}
        disabled={busy || data.withdrawable <= 0}
        loading={busy}
        loadingText={AFFILIATE_TEXT.redeeming}
      >
        {AFFILIATE_TEXT.redeem}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {AFFILIATE_TEXT.minRedeem(formatBaht(data.min_redeem))} · {AFFILIATE_TEXT.referrals(data.referrals)}
      </Text>
      {message ? (
        <Text role={message.ok ? 'status' : 'alert'} color={message.ok ? 'fg.success' : 'fg.error'}>
          {message.text}
        </Text>
      ) : null}
    </Stack>
  )
}
