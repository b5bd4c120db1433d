import {
  Alert,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { MemberAdjustBody } from '../../../../src/contract/member-desk'
import type { MemberContext, Staff } from '../../../../src/contract/staff'
import { formatBaht } from '../../../../src/lib/format'
import { adjustMember, lockMember, StaffApiError, sendMemberResetCode } from '../../api'

type Message = { ok: boolean; text: string } | null

/** A fresh Idempotency-Key: one per adjustment, kept while the same form is sent again. */
const newKey = () => crypto.randomUUID()

/**
 * What a cashier (or an owner) does to a member: lock or unlock with a reason, send a password-reset
 * code, adjust a balance within their limit. `changed` reloads the member's page after an action.
 */
export function MemberActions({
  staff,
  context,
  changed,
}: {
  staff: Staff
  context: MemberContext
  changed: () => void
}) {
  const [message, setMessage] = useState<Message>(null)
  const [busy, setBusy] = useState(false)
  const [lockReason, setLockReason] = useState('')
  const [form, setForm] = useState({ wallet: '1', direction: 'credit', amount: '', reason: '' })
  const [key, setKey] = useState(newKey)

  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    try {
      setMessage({ ok: true, text: await work() })
      changed()
      return true
    } catch (e) {
      setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'ทำรายการไม่สำเร็จ' })
      return false
    } finally {
      setBusy(false)
    }
  }

  const locked = context.locked_at !== null
  const toggleLock = async (event: FormEvent) => {
    event.preventDefault()
    const done = await run(async () => {
      await lockMember({ member_id: context.id, locked: !locked, reason: lockReason })
      return locked ? 'ปลดระงับแล้ว สมาชิกเข้าสู่ระบบได้ตามปกติ' : 'ระงับการใช้งานแล้ว สมาชิกถูกออกจากระบบทุกเครื่อง'
    })
    if (done) setLockReason('')
  }

  const sendCode = () =>
    run(async () => {
      const sent = await sendMemberResetCode(context.id)
      return `ส่งรหัส OTP ไปที่ ${sent.sent_to} แล้ว (ใช้ได้ ${Math.round(sent.expires_in / 60)} นาที) ให้สมาชิกตั้งรหัสผ่านใหม่ที่หน้า "ลืมรหัสผ่าน"`
    })

  const adjust = async (event: FormEvent) => {
    event.preventDefault()
    const amount = Number(form.amount)
    const body: MemberAdjustBody = {
      member_id: context.id,
      wallet_type_id: Number(form.wallet) as 1 | 2 | 3,
      direction: form.direction as 'credit' | 'debit',
      amount: Number.isFinite(amount) ? amount : 0,
      reason: form.reason,
    }
    const done = await run(async () => {
      const made = await adjustMember(body, key)
      return `${made.amount > 0 ? 'เพิ่ม' : 'หัก'}ยอด ${formatBaht(Math.abs(made.amount))} แล้ว คงเหลือ ${formatBaht(made.balance_after)}`
    })
    if (done) {
      setForm({ ...form, amount: '', reason: '' })
      setKey(newKey())
    }
  }
  // Another amount, wallet or reason is another adjustment: a new key.
  const edit = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch })
    setKey(newKey())
  }

  return (
    <Card.Root>
      <Card.Body p="3">
        <Stack gap="4">
          {message && (
            <Alert.Root status={message.ok ? 'success' : 'error'} data-testid="bo-member-message">
              <Alert.Indicator />
              <Alert.Title>{message.text}</Alert.Title>
            </Alert.Root>
          )}
          <form onSubmit={adjust}>
            <Stack gap="2">
              <Heading size="sm">ปรับยอดเงิน</Heading>
              <Text fontSize="xs" color="gray.600">
                {staff.adjust_limit > 0
                  ? `วงเงินของคุณ ${formatBaht(staff.adjust_limit)} ต่อครั้ง`
                  : 'คุณยังไม่มีวงเงินปรับยอด (เจ้าของกำหนดได้ที่หน้าพนักงาน)'}
              </Text>
              <Grid templateColumns={{ base: '1fr 1fr', md: '3fr 2fr 2fr 3fr' }} gap="2">
                <Field.Root>
                  <Field.Label>กระเป๋า</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="adjust-wallet"
                      value={form.wallet}
                      onChange={(e) => edit({ wallet: e.target.value })}
                    >
                      {context.wallets.map((w) => (
                        <option key={w.id} value={w.wallet_type_id}>
                          {w.wallet_name} ({formatBaht(w.balance)})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>ประเภท</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="adjust-direction"
                      value={form.direction}
                      onChange={(e) => edit({ direction: e.target.value })}
                    >
                      <option value="credit">เพิ่มยอด</option>
                      <option value="debit">หักยอด</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required>
                  <Field.Label>จำนวนเงิน (บาท)</Field.Label>
                  <Input
                    name="adjust-amount"
                    inputMode="decimal"
                    value={form.amount}
                    onChange={(e) => edit({ amount: e.target.value })}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>เหตุผล</Field.Label>
                  <Input
                    name="adjust-reason"
                    maxLength={200}
                    value={form.reason}
                    onChange={(e) => edit({ reason: e.target.value })}
                  />
                </Field.Root>
              </Grid>
              <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy}>
                ยืนยันปรับยอด
              </Button>
            </Stack>
          </form>
          <form onSubmit={toggleLock}>
            <Stack gap="2">
              <Heading size="sm">{locked ? 'ปลดระงับการใช้งาน' : 'ระงับการใช้งาน'}</Heading>
              <HStack gap="2" align="end" wrap="wrap">
                <Field.Root required flex="1" minW="200px">
                  <Field.Label>เหตุผล</Field.Label>
                  <Input
                    name="lock-reason"
                    maxLength={200}
                    value={lockReason}
                    onChange={(e) => setLockReason(e.target.value)}
                  />
                </Field.Root>
                <Button type="submit" colorPalette={locked ? 'green' : 'red'} loading={busy}>
                  {locked ? 'ปลดระงับ' : 'ระงับสมาชิก'}
                </Button>
              </HStack>
            </Stack>
          </form>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={sendCode} loading={busy}>
              ส่งรหัสตั้งรหัสผ่านใหม่
            </Button>
            <Text fontSize="xs" color="gray.600">
              ส่ง OTP ไปที่เบอร์ของสมาชิก เหมือนเมนู "ลืมรหัสผ่าน"
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
