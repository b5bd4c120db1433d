import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import { sessionUserAtom } from '../../../lib/session'
import { atomWithLocalData } from '../../../lib/storage'
import { responsibleStatusAtom } from '../atoms'
import { RESPONSIBLE_TEXT as T } from '../texts'

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id))

/** The members this device offered the limits to (`local_data.local.responsibleOffered`). */
const offeredAtom = atomWithLocalData<number[]>('local.responsibleOffered', [], isIdList)

/**
 * The offer of the limits after the first deposit: the server says when (`status.offer`: exactly one
 * paid deposit and nothing set yet), and each member sees it once on a device (the paid deposit's
 * page, or the deposit page next time). It stays for this view and never comes back.
 */
export function ResponsibleOffer() {
  const { status } = useAtomValue(responsibleStatusAtom)
  const memberId = useAtomValue(sessionUserAtom)?.info?.id
  const [offered, setOffered] = useAtom(offeredAtom)
  const [show, setShow] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const due = Boolean(status?.offer) && memberId !== undefined && !offered.includes(memberId)
  useEffect(() => {
    if (!due || memberId === undefined) return
    setShow(true)
    setOffered((ids) => [...ids, memberId])
  }, [due, memberId, setOffered])
  if (!show || dismissed) return null
  return (
    <Stack
      as="aside"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      textAlign="start"
      aria-label={T.offerTitle}
    >
      <Text fontWeight="semibold">{T.offerTitle}</Text>
      <Text fontSize="sm">{T.offerBody}</Text>
      <HStack>
        <Button asChild size="sm">
          <Link href={`~${PATHS.responsible}`}>{T.offerGo}</Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          {T.offerLater}
        </Button>
      </HStack>
    </Stack>
  )
}

/** The deposit page's link to the limits. */
export function ResponsibleLink() {
  return (
    <Text fontSize="sm" textAlign="center">
      <Link
        href={`~${PATHS.responsible}`}
        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, textDecoration: 'underline' }}
      >
        {T.depositLink}
      </Link>
    </Text>
  )
}

/** The profile's entry to the page (and to the play history). */
export function ResponsibleProfileCard() {
  return (
    <Stack as="section" gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={T.profileLink}>
      <Text fontWeight="semibold">{T.profileLink}</Text>
      <Text fontSize="sm">{T.profileHint}</Text>
      <HStack gap="3">
        <Button asChild size="sm">
          <Link href={`~${PATHS.responsible}`}>{T.profileOpen}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={`~${PATHS.responsibleHistory}`}>{T.historyTitle}</Link>
        </Button>
      </HStack>
    </Stack>
  )
}
