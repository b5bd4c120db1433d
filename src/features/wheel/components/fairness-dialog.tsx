import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useEffect, useState } from 'react'
import { AppDialog } from '../../../components/ui/app-dialog'
import type { WheelSpin } from '../../../contract/wheel'
import { type Verification, verifySpin } from '../fairness'
import { WHEEL_TEXT } from '../texts'

const Mono = ({ children, testId }: { children: string; testId?: string }) => (
  <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid={testId}>
    {children}
  </Text>
)

/**
 * The fairness view of one spin, recomputed in the browser: the revealed seed hashes to the hash
 * published before the spin, and the seed, the client seed and the published weights give the
 * segment the server paid.
 */
export function FairnessDialog({ spin, onClose }: { spin: WheelSpin | null; onClose: () => void }) {
  const [check, setCheck] = useState<Verification | null>(null)
  useEffect(() => {
    setCheck(null)
    if (!spin) return
    let live = true
    void verifySpin(spin).then((v) => live && setCheck(v))
    return () => {
      live = false
    }
  }, [spin])

  return (
    <AppDialog open={spin !== null} onClose={onClose} title={WHEEL_TEXT.verifyTitle} width={480}>
      {spin ? (
        <Stack gap="2" fontSize="sm">
          <Text fontWeight="semibold">{WHEEL_TEXT.seedHash}</Text>
          <Mono>{spin.seed_hash}</Mono>
          <Text fontWeight="semibold">{WHEEL_TEXT.serverSeed}</Text>
          <Mono>{spin.server_seed}</Mono>
          <Text fontWeight="semibold">{WHEEL_TEXT.clientSeed}</Text>
          <Mono>{spin.client_seed}</Mono>
          {check ? (
            <>
              <Text fontWeight="semibold">{WHEEL_TEXT.computedHash}</Text>
              <Mono>{check.hash}</Mono>
              <Text
                color={check.hashMatches ? 'fg.success' : 'fg.error'}
                fontWeight="bold"
                data-testid="hash-check"
              >
                {check.hashMatches ? WHEEL_TEXT.hashOk : WHEEL_TEXT.hashBad}
              </Text>
              <Text fontWeight="semibold">{WHEEL_TEXT.howTitle}</Text>
              <Text>{WHEEL_TEXT.how}</Text>
              <Mono>{`${WHEEL_TEXT.float} = ${check.float}`}</Mono>
              <Text>{WHEEL_TEXT.ticket(check.ticket, check.total)}</Text>
              <Box as="table" fontSize="xs" w="full">
                <tbody>
                  {check.ranges.map((r, i) => (
                    <tr key={`${r.label}-${r.from}`} style={{ fontWeight: i === check.index ? 700 : 400 }}>
                      <td>{r.label}</td>
                      <td>{`${r.from}–${r.to}`}</td>
                      <td>{`${((r.weight / check.total) * 100).toFixed(1)}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
              <Text
                color={check.indexMatches ? 'fg.success' : 'fg.error'}
                fontWeight="bold"
                data-testid="result-check"
              >
                {check.indexMatches
                  ? WHEEL_TEXT.resultOk(check.ranges[check.index].label)
                  : WHEEL_TEXT.resultBad}
              </Text>
            </>
          ) : null}
        </Stack>
      ) : null}
    </AppDialog>
  )
}
