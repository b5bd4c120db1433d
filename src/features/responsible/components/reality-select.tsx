import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { RealityMinutes, ResponsibleStatus } from '../../../contract/responsible'
import { setRealityCheck } from '../api'
import { RESPONSIBLE_TEXT as T } from '../texts'

const CHOICES: RealityMinutes[] = [0, 15, 30, 60]

/** The reality check's interval: off, 15, 30 or 60 minutes. */
export function RealitySelect({
  status,
  onChanged,
}: {
  status: ResponsibleStatus
  onChanged: (s: ResponsibleStatus) => void
}) {
  return (
    <Stack as="section" gap="2" aria-label={T.realityTitle}>
      <Text fontWeight="semibold">{T.realityTitle}</Text>
      <Text fontSize="sm">{T.realityHint}</Text>
      <HStack wrap="wrap" role="radiogroup" aria-label={T.realityTitle}>
        {CHOICES.map((minutes) => (
          <Button
            key={minutes}
            size="sm"
            role="radio"
            aria-checked={status.reality_check_minutes === minutes}
            variant={status.reality_check_minutes === minutes ? 'solid' : 'outline'}
            onClick={() => void setRealityCheck(minutes).then(onChanged)}
          >
            {T.realityOptions[minutes]}
          </Button>
        ))}
      </HStack>
    </Stack>
  )
}
