import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react'
import { useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import type { Staff } from '../../../src/contract/staff'
import { STAFF_ROLE_NAMES } from '../../../src/contract/staff-roles'
import { logout } from '../api'
import { staffAtom, tokenAtom, writeToken } from '../session'

const NAV = [
  { href: '/money', label: 'ฝาก-ถอน', roles: ['owner', 'cashier', 'read_only'] },
  { href: '/members', label: 'สมาชิก', roles: ['owner', 'cashier', 'read_only'] },
  { href: '/staff', label: 'พนักงาน', roles: ['owner'] },
  { href: '/marketing', label: 'การตลาด', roles: ['owner', 'marketing', 'read_only'] },
  { href: '/reports', label: 'รายงาน', roles: ['owner', 'read_only'] },
  { href: '/lottery', label: 'หวย', roles: ['owner', 'lottery', 'read_only'] },
  { href: '/audit', label: 'ประวัติ', roles: ['owner', 'read_only'] },
  { href: '/liff', label: 'ลิงก์ LIFF', roles: ['owner', 'cashier', 'lottery', 'marketing', 'read_only'] },
] as const

/** The bar on top of every desk: the desks this role has, who is signed in, and the way out. */
export function Layout({ staff, children }: { staff: Staff; children: ReactNode }) {
  const [location] = useLocation()
  const setToken = useSetAtom(tokenAtom)
  const setStaff = useSetAtom(staffAtom)
  const signOut = async () => {
    await logout().catch(() => {})
    writeToken(null)
    setStaff(null)
    setToken(null)
  }
  const links = NAV.filter((item) => (item.roles as readonly string[]).includes(staff.role))
  return (
    <Box minH="100dvh" bg="gray.50">
      <Flex as="header" bg="gray.900" color="white" px="3" py="2" gap="3" align="center" wrap="wrap">
        <Text fontWeight="medium">bw222 หลังบ้าน</Text>
        <HStack as="nav" gap="1" flex="1" wrap="wrap">
          {links.map((item) => (
            <Link key={item.href} href={item.href}>
              <Button
                size="sm"
                variant={location.startsWith(item.href) ? 'solid' : 'ghost'}
                colorPalette="gray"
                color={location.startsWith(item.href) ? undefined : 'white'}
              >
                {item.label}
              </Button>
            </Link>
          ))}
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm" data-testid="bo-staff-name">
            {staff.name}
          </Text>
          <Badge colorPalette="yellow">{STAFF_ROLE_NAMES[staff.role]}</Badge>
          <Button size="xs" variant="outline" color="white" onClick={signOut}>
            ออกจากระบบ
          </Button>
        </HStack>
      </Flex>
      <Box as="main" p={{ base: '2', md: '4' }} maxW="6xl" mx="auto">
        {children}
      </Box>
    </Box>
  )
}
