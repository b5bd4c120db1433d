import { Box } from '@chakra-ui/react/box'
import { Link } from 'wouter'
import { LOBBIES, TEXT } from '../texts'

const LINKS = [{ label: TEXT.home, href: '/' }, ...LOBBIES, { label: TEXT.promotions, href: '/promotions' }]

/** Wide screens (lg and up): the navigation inline in the header; smaller screens use the drawer. */
export function HeaderNav() {
  return (
    <Box as="nav" aria-label={TEXT.navigation} hideBelow="lg" ms="4">
      <Box as="ul" display="flex" gap="1" listStyleType="none">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Box
              asChild
              px="2.5"
              py="1.5"
              rounded="md"
              fontSize="sm"
              color="fg.muted"
              _hover={{ color: 'gold.300' }}
            >
              <Link href={`~${link.href}`}>{link.label}</Link>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  )
}
