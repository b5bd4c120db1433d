import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Link } from 'wouter'
import { lottoResultPath, lottoRoundPath, yeekeeRoundPath } from '../../../config/paths'
import type { LottoRound } from '../../../contract/lotto'
import { takesBills, useNow } from '../countdown'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { MarketFlag } from './market-card'
import { RoundCloseTimes } from './round-countdown'

/**
 * One round of a category's rounds: its flag, its close time, the countdown (or "ปิดรับ"),
 * "แทงเลย" while it takes bills; once resulted "ออกผลแล้ว" and "ดูผลรางวัล" (its result page); a
 * void round says so. Yeekee rounds also open their board.
 */
export function RoundRow({ round, clockOffset }: { round: LottoRound; clockOffset: number }) {
  const open = takesBills(round, useNow() + clockOffset)
  return (
    <Box as="li" listStyleType="none" bg="bg.subtle" rounded="md" px="3" py="2" aria-label={round.title}>
      <HStack justify="space-between" align="center" gap="2">
        <MarketFlag round={round} size={24} />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold">{round.title}</Text>
          <RoundCloseTimes round={round} clockOffset={clockOffset} />
        </Stack>
        <Stack gap="1" align="end">
          {open ? (
            <Button asChild size="sm">
              <Link href={`~${lottoRoundPath(round.id)}`}>{LOTTO_TEXT.play}</Link>
            </Button>
          ) : null}
          {round.status === 'resulted' ? (
            <Button asChild size="xs" variant="outline">
              <Link href={`~${lottoResultPath(round.id)}`}>{LOTTO_TEXT.seeResult}</Link>
            </Button>
          ) : null}
          {round.category_code === 'yeekee' ? (
            <Button asChild size="xs" variant="outline">
              <Link href={`~${yeekeeRoundPath(round.id)}`}>{YEEKEE_TEXT.open}</Link>
            </Button>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  )
}
