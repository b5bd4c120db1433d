import { Box } from '@chakra-ui/react/box'
import { useAtomValue } from 'jotai'
import { agentConfigAtom } from '../../features/agent/atoms'
import { TEXT } from '../texts'

/** Footer (spec section 2): copyright with the current year and the brand. */
export function Footer() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <Box
      as="footer"
      textAlign="center"
      py="6"
      pb="24"
      px="4"
      fontSize="sm"
      color="fg.muted"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      © {new Date().getFullYear()} {config?.name ?? TEXT.brand}. {TEXT.copyright}
    </Box>
  )
}
