import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { YEEKEE_MIN_SHOOTERS } from '../../../contract/yeekee-rules'
import { YEEKEE_TEXT } from '../texts'

/**
 * What a member needs to know before shooting: how many members have shot against the minimum (and
 * what happens below it), how the result is made, and the round's seed commitment, published before
 * shooting opens so that the seed revealed after it can be checked.
 */
export function YeekeeCommitment({ hash, shooters }: { hash: string | null; shooters: number }) {
  return (
    <Box as="section" aria-label={YEEKEE_TEXT.commitment} bg="bg.subtle" rounded="lg" p="3">
      <Stack gap="2" fontSize="sm">
        <Text fontWeight="bold" data-testid="yeekee-shooters">
          {YEEKEE_TEXT.shootersProgress(shooters, YEEKEE_MIN_SHOOTERS)}
        </Text>
        <Box
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={YEEKEE_MIN_SHOOTERS}
          aria-valuenow={Math.min(shooters, YEEKEE_MIN_SHOOTERS)}
          aria-label={YEEKEE_TEXT.shooters}
          h="2"
          rounded="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box
            h="full"
            w={`${(Math.min(shooters, YEEKEE_MIN_SHOOTERS) * 100) / YEEKEE_MIN_SHOOTERS}%`}
            bg={shooters >= YEEKEE_MIN_SHOOTERS ? 'green.500' : 'gold.300'}
          />
        </Box>
        <Text color="fg.muted">{YEEKEE_TEXT.minimumRule(YEEKEE_MIN_SHOOTERS)}</Text>
        <Text>{YEEKEE_TEXT.formula}</Text>
        <Stack gap="0">
          <Text color="fg.muted">{YEEKEE_TEXT.commitment}</Text>
          <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid="yeekee-commitment">
            {hash ?? YEEKEE_TEXT.commitmentNone}
          </Text>
        </Stack>
      </Stack>
    </Box>
  )
}
