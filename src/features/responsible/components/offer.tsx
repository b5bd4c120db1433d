import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import { atomWithLocalData, isBoolean } from '../../../lib/storage'
import { RESPONSIBLE_TEXT as T } from '../texts'

/** Whether the limits were offered on this device already (`local_data.local.responsibleOffered`). */
const offeredAtom = atomWithLocalData('local.responsibleOffered', false, isBoolean)

/**
 * After a deposit is paid: offers the limits once (the first time a deposit is seen paid on this
 * device), with a link to the page; it stays for this view and never comes back.
 */
export function ResponsibleOffer() {
  const [offered, setOffered] = useAtom(offeredAtom)
  const [show] = useState(!offered)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (show) setOffered(true)
  }, [show, setOffered])
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
