import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { atom, useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import { liffGateShownAtom, liffLineAtom, liffLineLoginAtom } from '../line-atoms'
import { LINE_TEXT } from '../line-texts'
import { LINE_BUTTON } from './line-button'

/** Showing it starts the LINE login (once per page load: the atom keeps its promise). */
const startAtom = atom(null, (_get, set) => {
  void set(liffLineLoginAtom)
})
startAtom.onMount = (start) => {
  start()
}

/**
 * Every page inside LINE, for a visitor: a linked LINE user is logged in with no typing, on any page
 * (not only member pages); a LINE user with no member is asked to "สมัครด้วย LINE" (the profile page
 * inside LINE shows the form), never sent to the full site.
 */
export default function LiffLineWelcome() {
  useAtomValue(startAtom)
  const state = useAtomValue(liffLineAtom)
  const gateShown = useAtomValue(liffGateShownAtom)
  if (state.kind !== 'signup' || gateShown) return null
  return (
    <Stack direction="row" align="center" gap="3" bg="bg.panel" rounded="md" px="3" py="2" mb="3">
      <Text flex="1" fontSize="sm">
        {LINE_TEXT.signupIntro}
      </Text>
      <Button asChild size="sm" {...LINE_BUTTON}>
        <Link href={PATHS.profile}>{LINE_TEXT.register}</Link>
      </Button>
    </Stack>
  )
}
