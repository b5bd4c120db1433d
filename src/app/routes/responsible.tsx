import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import { applyStatusAtom, responsibleStatusAtom } from '../../features/responsible/atoms'
import { BlockPanel } from '../../features/responsible/components/block-panel'
import { LimitRow } from '../../features/responsible/components/limit-row'
import { RealitySelect } from '../../features/responsible/components/reality-select'
import { RESPONSIBLE_TEXT as T } from '../../features/responsible/texts'

/** /member/responsible: the member's own limits, reality check, time-out and self-exclusion. */
export default function ResponsiblePage() {
  const { status, failed } = useAtomValue(responsibleStatusAtom)
  const apply = useSetAtom(applyStatusAtom)
  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {T.title}
      </Heading>
      <Text fontSize="sm">{T.intro}</Text>
      <Link
        href={PATHS.responsibleHistory}
        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, textDecoration: 'underline' }}
      >
        {T.historyLink}
      </Link>
      {status ? (
        <>
          <Stack as="section" gap="2" aria-label={T.limitsTitle}>
            <Heading as="h2" size="md">
              {T.limitsTitle}
            </Heading>
            {status.limits.map((limit) => (
              <LimitRow key={limit.kind} limit={limit} onChanged={apply} />
            ))}
          </Stack>
          <RealitySelect status={status} onChanged={apply} />
          <BlockPanel status={status} onChanged={apply} />
        </>
      ) : (
        <Text role="status">{failed ? T.failed : T.loading}</Text>
      )}
    </Stack>
  )
}
