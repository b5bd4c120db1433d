import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import { useAtomValue } from 'jotai'
import { STAFF_ROLE_NAMES } from '../../../src/contract/staff-roles'
import { staffAtom } from '../session'

/** Roles whose desks are not in the back office yet: says so plainly, and what they can use meanwhile. */
export function WelcomePage() {
  const staff = useAtomValue(staffAtom)
  return (
    <Card.Root maxW="lg">
      <Card.Body>
        <Stack gap="2">
          <Heading size="md">สวัสดี {staff?.name}</Heading>
          <Text>
            หน้าจอสำหรับ{staff ? STAFF_ROLE_NAMES[staff.role] : ''}ยังไม่เปิดในหลังบ้านนี้ ติดต่อเจ้าของเพื่อทำรายการแทน
            หรือใช้เมนูลิงก์ LIFF ด้านบน
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
