import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { memo } from 'react'
import type { YeekeeBonus, YeekeeShot } from '../../../contract/yeekee'
import { YEEKEE_SUBTRACTED_POSITION } from '../../../contract/yeekee-rules'
import { formatTime } from '../../../lib/thai-date'
import { YEEKEE_TEXT } from '../texts'

/**
 * Shots newest first with their positions (position 1 = the newest): masked user, server time, the
 * number; the member's own marked "ของฉัน"; position 16 highlighted when `highlight16` (the audit);
 * the shots of a resulted round's `bonus` tagged "โบนัส". `limit` shows only the newest ones (the live board). Re-rendered only when the shots change.
 */
export const YeekeeShotList = memo(function YeekeeShotList({
  shots,
  label,
  limit,
  highlight16 = false,
  bonus = [],
}: {
  shots: readonly YeekeeShot[]
  label: string
  limit?: number
  highlight16?: boolean
  bonus?: readonly YeekeeBonus[]
}) {
  if (shots.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {YEEKEE_TEXT.noShots}
      </Text>
    )
  const shown = limit === undefined ? shots : shots.slice(0, limit)
  return (
    <Stack gap="1">
      {shown.length < shots.length ? (
        <Text fontSize="xs" color="fg.muted">
          {YEEKEE_TEXT.showing(shown.length, shots.length)}
        </Text>
      ) : null}
      <Stack as="ol" aria-label={label} gap="1" m="0" p="0">
        {shown.map((shot, i) => {
          const position = i + 1
          const marked = highlight16 && position === YEEKEE_SUBTRACTED_POSITION
          const bonused = bonus.some((b) => b.shot_id === shot.id)
          return (
            <Box
              as="li"
              key={shot.id}
              listStyleType="none"
              rounded="md"
              px="3"
              py="1.5"
              bg={marked ? 'gold.900' : shot.mine ? 'bg.emphasized' : 'bg.subtle'}
              borderWidth={marked ? '2px' : '0'}
              borderColor="gold.300"
              aria-label={YEEKEE_TEXT.position(position)}
              data-testid={`shot-${shot.id}`}
              data-mine={shot.mine ? 'true' : undefined}
              data-position16={marked ? 'true' : undefined}
              data-bonus={bonused ? 'true' : undefined}
            >
              <HStack justify="space-between" gap="2" fontSize="sm">
                <Text as="span" color="fg.muted" minW="10" fontVariantNumeric="tabular-nums">
                  #{position}
                </Text>
                <Text as="span" flex="1" truncate>
                  {shot.username}
                  {shot.mine ? (
                    <Text as="span" ms="2" fontSize="xs" fontWeight="bold" color="gold.300">
                      {YEEKEE_TEXT.mine}
                    </Text>
                  ) : null}
                  {bonused ? (
                    <Text
                      as="span"
                      ms="2"
                      px="1.5"
                      rounded="sm"
                      fontSize="xs"
                      fontWeight="bold"
                      bg="gold.solid"
                      color="gold.contrast"
                    >
                      {YEEKEE_TEXT.bonusTag}
                    </Text>
                  ) : null}
                </Text>
                <Text as="span" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
                  {formatTime(shot.shot_at)}
                </Text>
                <Text
                  as="span"
                  fontWeight="bold"
                  letterSpacing="wider"
                  fontVariantNumeric="tabular-nums"
                  data-testid="shot-number"
                >
                  {shot.number}
                </Text>
              </HStack>
            </Box>
          )
        })}
      </Stack>
    </Stack>
  )
})
