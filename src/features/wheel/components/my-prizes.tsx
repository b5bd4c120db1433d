import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { WheelSpin } from '../../../contract/wheel'
import { formatDateTime } from '../../../lib/thai-date'
import { wheelHistoryQueryAtom } from '../atoms'
import { WHEEL_TEXT } from '../texts'
import type { useClaim } from '../use-claim'
import { FairnessDialog } from './fairness-dialog'

/** Tab 2: the member's spins: claim a prize, or check how it was drawn. */
export function MyPrizes({ claims }: { claims: ReturnType<typeof useClaim> }) {
  const { data } = useAtomValue(wheelHistoryQueryAtom)
  const [verifying, setVerifying] = useState<WheelSpin | null>(null)
  return (
    <Stack gap="3">
      {claims.message ? (
        claims.message.ok ? (
          <Text role="status" color="fg.success" fontWeight="semibold">
            {claims.message.text}
          </Text>
        ) : (
          <FormAlert message={claims.message.text} />
        )
      ) : null}
      {data && data.length === 0 ? <Text color="fg.muted">{WHEEL_TEXT.noSpins}</Text> : null}
      <Stack as="ul" gap="2" p="0" m="0">
        {(data ?? []).map((spin) => (
          <Stack
            as="li"
            key={spin.id}
            listStyleType="none"
            borderWidth="1px"
            rounded="md"
            p="3"
            gap="2"
            aria-label={spin.prize.label}
          >
            <Stack direction="row" justify="space-between">
              <Text fontWeight="semibold">{spin.prize.label}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(spin.spun_at)}
              </Text>
            </Stack>
            <Stack direction="row" gap="2">
              {spin.prize.kind === 'none' ? null : spin.claimed ? (
                <Button size="sm" variant="outline" disabled>
                  {WHEEL_TEXT.claimed}
                </Button>
              ) : (
                <Button size="sm" loading={claims.busyId === spin.id} onClick={() => void claims.claim(spin)}>
                  {WHEEL_TEXT.claim}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => setVerifying(spin)}>
                {WHEEL_TEXT.verify}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
      <FairnessDialog spin={verifying} onClose={() => setVerifying(null)} />
    </Stack>
  )
}
