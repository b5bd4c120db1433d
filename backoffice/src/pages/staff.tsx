import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { Staff } from '../../../src/contract/staff'
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../src/contract/staff-roles'
import { formatBaht } from '../../../src/lib/format'
import { formatDateTime } from '../../../src/lib/thai-date'
import { createStaff, fetchStaff, updateStaff } from '../api'
import { useDeskData } from '../components/desk-state'

/** An owner sets how much a staff member may adjust a balance by at once (0 = not at all). */
function LimitCell({ member, busy, save }: { member: Staff; busy: boolean; save: (limit: number) => void }) {
  const [value, setValue] = useState(String(member.adjust_limit))
  return (
    <HStack gap="1" minW="170px">
      <Input
        size="xs"
        width="90px"
        inputMode="decimal"
        aria-label={`วงเงินปรับยอดของ ${member.username}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        size="xs"
        variant="outline"
        disabled={busy || value === String(member.adjust_limit)}
        onClick={() => save(Number(value))}
      >
        บันทึก
      </Button>
    </HStack>
  )
}

/**
 * The owner's page: every staff member, adding one with a role, turning one off, resetting
 * two-factor, and each one's limit for manual balance adjustments (members desk).
 */
export function StaffPage() {
  const { data, message, setMessage, busy, run } = useDeskData(fetchStaff)
  const staff = data ?? []
  const [form, setForm] = useState({ username: '', name: '', role: 'cashier' as StaffRole, password: '' })

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const username = form.username.trim().toLowerCase()
    if (!/^[a-z0-9._-]{3,32}$/.test(username)) {
      setMessage({ ok: false, text: 'ชื่อผู้ใช้ใช้ได้เฉพาะ a-z 0-9 . _ - ยาว 3-32 ตัว' })
      return
    }
    const made = await run(
      () => createStaff({ ...form, username }),
      `เพิ่ม ${username} แล้ว ให้พนักงานเข้าสู่ระบบและตั้งค่ายืนยันตัวตนสองขั้นตอน`,
    )
    if (made) setForm({ username: '', name: '', role: 'cashier', password: '' })
  }

  return (
    <Stack gap="3">
      <Heading size="md">พนักงาน</Heading>
      {message && (
        <Alert.Root status={message.ok ? 'success' : 'error'} data-testid="bo-staff-message">
          <Alert.Indicator />
          <Alert.Title>{message.text}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body p="3">
          <form onSubmit={add}>
            <Stack gap="3">
              <Heading size="sm">เพิ่มพนักงาน</Heading>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="2">
                <Field.Root required>
                  <Field.Label>ชื่อผู้ใช้</Field.Label>
                  <Input
                    name="new-username"
                    value={form.username}
                    onChange={(e) => setForm({ ...form, username: e.target.value })}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>ชื่อที่แสดง</Field.Label>
                  <Input
                    name="new-name"
                    value={form.name}
                    onChange={(e) => setForm({ ...form, name: e.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>บทบาท</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="new-role"
                      value={form.role}
                      onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_NAMES[role]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required>
                  <Field.Label>รหัสผ่านเริ่มต้น (8 ตัวขึ้นไป)</Field.Label>
                  <Input
                    name="new-password"
                    type="password"
                    autoComplete="new-password"
                    value={form.password}
                    onChange={(e) => setForm({ ...form, password: e.target.value })}
                  />
                </Field.Root>
              </Grid>
              <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy}>
                เพิ่มพนักงาน
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body p="2" overflowX="auto">
          <Table.Root size="sm" data-testid="bo-staff-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ชื่อผู้ใช้</Table.ColumnHeader>
                <Table.ColumnHeader>ชื่อ</Table.ColumnHeader>
                <Table.ColumnHeader>บทบาท</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader>เข้าใช้ล่าสุด</Table.ColumnHeader>
                <Table.ColumnHeader>วงเงินปรับยอด/ครั้ง (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {staff.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>{s.username}</Table.Cell>
                  <Table.Cell>{s.name}</Table.Cell>
                  <Table.Cell>{STAFF_ROLE_NAMES[s.role]}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Badge colorPalette={s.active ? 'green' : 'gray'}>{s.active ? 'ใช้งาน' : 'ปิดแล้ว'}</Badge>
                      {!s.totp_enabled && <Badge colorPalette="orange">ยังไม่ตั้งค่า 2FA</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{s.last_login_at ? formatDateTime(s.last_login_at) : '-'}</Table.Cell>
                  <Table.Cell>
                    <LimitCell
                      key={s.adjust_limit}
                      member={s}
                      busy={busy}
                      save={(limit) =>
                        run(
                          () =>
                            updateStaff({
                              staff_id: s.id,
                              adjust_limit: Number.isFinite(limit) ? limit : -1,
                            }),
                          `วงเงินปรับยอดของ ${s.username}: ${formatBaht(limit)} ต่อครั้ง`,
                        )
                      }
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() =>
                          run(
                            () => updateStaff({ staff_id: s.id, active: !s.active }),
                            s.active ? `ปิดบัญชี ${s.username} แล้ว` : `เปิดบัญชี ${s.username} แล้ว`,
                          )
                        }
                      >
                        {s.active ? 'ปิดบัญชี' : 'เปิดบัญชี'}
                      </Button>
                      {s.totp_enabled && (
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={busy}
                          onClick={() =>
                            run(
                              () => updateStaff({ staff_id: s.id, reset_totp: true }),
                              `${s.username} ต้องตั้งค่ายืนยันตัวตนใหม่เมื่อเข้าสู่ระบบครั้งถัดไป`,
                            )
                          }
                        >
                          รีเซ็ต 2FA
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="xs" color="gray.500" mt="2">
            การเปลี่ยนบทบาท ปิดบัญชี หรือรีเซ็ต 2FA จะออกจากระบบทุกเครื่องของพนักงานคนนั้นทันที
            (การตั้งวงเงินปรับยอดมีผลทันทีโดยไม่ต้องเข้าสู่ระบบใหม่)
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
