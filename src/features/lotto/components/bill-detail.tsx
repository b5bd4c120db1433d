import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { LottoBillDetail, LottoBillLine } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { canShareInLine, lineShareUrl, type ShareOutcome, shareInLineChat } from '../../../lib/line-share'
import { billDetailQuery } from '../atoms'
import { formatRate } from '../format-rate'
import { billFlex, billShareLink, billShareText } from '../share'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'

/** A bill's lines (type, number, rate, stake, status) with the winning ones marked, and the round's result. */
export function BillDetail({ billId }: { billId: number }) {
  const { data, error } = useAtomValue(billDetailQuery(String(billId)))
  if (!data)
    return (
      <Text fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
        {error ? errorMessage(error) : LOTTO_TEXT.infoLoading}
      </Text>
    )
  return (
    <Stack gap="2" pt="1">
      {data.result ? <DrawnNumbers result={data.result} /> : null}
      <Stack as="ul" gap="1" m="0" p="0" aria-label={LOTTO_TEXT.lines}>
        {data.lines.map((line) => (
          <DetailLine key={line.id} line={line} />
        ))}
      </Stack>
      <ShareBill bill={data} />
    </Stack>
  )
}

/**
 * "แชร์โพย": inside LINE the target picker with a Flex card; elsewhere LINE's share screen with the
 * numbers and the link. The link opens the round's slip with the bill's numbers on it.
 */
function ShareBill({ bill }: { bill: LottoBillDetail }) {
  const [outcome, setOutcome] = useState<ShareOutcome | 'failed' | null>(null)
  const link = billShareLink(bill)
  if (!canShareInLine())
    return (
      <Button asChild size="xs" variant="outline" colorPalette="green" alignSelf="flex-start">
        <a href={lineShareUrl(billShareText(bill, link))} target="_blank" rel="noopener noreferrer">
          {LOTTO_TEXT.share}
        </a>
      </Button>
    )
  const share = async () => {
    setOutcome(null)
    try {
      setOutcome(await shareInLineChat([billFlex(bill, link)]))
    } catch (error) {
      console.error('share failed:', error instanceof Error ? error.message : error)
      setOutcome('failed')
    }
  }
  return (
    <Stack gap="1" alignItems="flex-start">
      <Button size="xs" variant="outline" colorPalette="green" onClick={() => void share()}>
        {LOTTO_TEXT.share}
      </Button>
      {outcome === 'shared' ? (
        <Text role="status" fontSize="sm" color="fg.success">
          {LOTTO_TEXT.shareDone}
        </Text>
      ) : null}
      {outcome === 'failed' || outcome === 'unavailable' ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {LOTTO_TEXT.shareFailed}
        </Text>
      ) : null}
    </Stack>
  )
}

function DetailLine({ line }: { line: LottoBillLine }) {
  const won = line.status === 'won'
  return (
    <Box
      as="li"
      listStyleType="none"
      rounded="md"
      px="2"
      py="1"
      bg={won ? 'green.900' : 'bg.subtle'}
      borderWidth={won ? '1px' : '0'}
      borderColor="green.500"
      aria-label={`${line.name} ${line.number}`}
      data-status={line.status}
    >
      <HStack justify="space-between" gap="2" fontSize="sm">
        <Text>
          {line.name} <b>{line.number}</b>
        </Text>
        <Text>
          {formatBaht(line.amount)} · {formatRate(line.rate)}
          {line.reduced ? ` (${LOTTO_TEXT.limited})` : ''}
        </Text>
      </HStack>
      <Text fontSize="xs" fontWeight={won ? 'bold' : 'normal'} color={won ? 'fg.success' : 'fg.muted'}>
        {won ? `${LOTTO_TEXT.won} ${LOTTO_TEXT.winAmount(line.win_amount)}` : BILL_STATUS_LABELS[line.status]}
      </Text>
    </Box>
  )
}
