import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Link } from 'wouter'
import { lottoResultPath, lottoRoundPath, yeekeeRoundPath } from '../../../config/paths'
import type { LottoRound } from '../../../contract/lotto'
import { takesBills, useNow } from '../countdown'
import { marketFlag } from '../flags'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { RoundCloseTimes } from './round-countdown'

/** A lottery's flag or emblem, 60×40 (fixed size: no layout shift), loaded lazily. */
export function MarketFlag({ round, size = 40 }: { round: LottoRound; size?: number }) {
  return (
    <img
      src={marketFlag(round.market, round.category_code)}
      alt=""
      width={(size * 3) / 2}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ borderRadius: 4, flex: 'none' }}
    />
  )
}

/**
 * One lottery of the lobby's grid: flag, category, the round's title, its close time and the live
 * countdown on the server's clock; "แทงเลย" opens its slip while it takes bills. A closed round
 * says so; a resulted one links to its result. Yeekee's card also opens its board.
 */
export function MarketCard({ round, clockOffset }: { round: LottoRound; clockOffset: number }) {
  const open = takesBills(round, useNow() + clockOffset)
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.subtle"
      rounded="lg"
      p="3"
      borderWidth="1px"
      borderColor={open ? 'gold.700' : 'border'}
      aria-label={round.title}
      data-testid={`market-${round.market}`}
      display="flex"
      flexDirection="column"
      gap="2"
    >
      <HStack gap="2" align="center">
        <MarketFlag round={round} />
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {round.category_name}
        </Text>
      </HStack>
      <Stack gap="0" flex="1">
        <Text fontWeight="semibold" lineHeight="short">
          {round.title}
        </Text>
        <RoundCloseTimes round={round} clockOffset={clockOffset} />
      </Stack>
      <HStack gap="2">
        {open ? (
          <Button asChild size="sm" flex="1">
            <Link href={`~${lottoRoundPath(round.id)}`}>{LOTTO_TEXT.play}</Link>
          </Button>
        ) : round.status === 'resulted' ? (
          <Button asChild size="sm" variant="outline" flex="1">
            <Link href={`~${lottoResultPath(round.id)}`}>{LOTTO_TEXT.seeResult}</Link>
          </Button>
        ) : null}
        {round.category_code === 'yeekee' ? (
          <Button asChild size="sm" variant="outline" flex="1">
            <Link href={`~${yeekeeRoundPath(round.id)}`}>{YEEKEE_TEXT.open}</Link>
          </Button>
        ) : null}
      </HStack>
    </Box>
  )
}
