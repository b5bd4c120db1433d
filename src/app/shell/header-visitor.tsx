import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { agentConfigAtom } from '../../features/agent/atoms'
import { TEXT } from '../texts'

/** Visitor: the contact-us link to the agent's admin chat, and login / register. */
export function HeaderVisitor() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <>
      {config ? (
        <Box
          asChild
          display="inline-flex"
          fontSize="sm"
          color="gold.300"
          px={{ base: '1', sm: '2' }}
          _hover={{ textDecoration: 'underline' }}
        >
          <a href={config.info.line_admin_url} target="_blank" rel="noopener noreferrer">
            {TEXT.contactUs}
          </a>
        </Box>
      ) : null}
      <Button asChild size={{ base: 'xs', sm: 'sm' }} variant="outline">
        <Link href="~/login">{TEXT.login}</Link>
      </Button>
      <Button asChild size={{ base: 'xs', sm: 'sm' }}>
        <Link href="~/register">{TEXT.register}</Link>
      </Button>
    </>
  )
}
