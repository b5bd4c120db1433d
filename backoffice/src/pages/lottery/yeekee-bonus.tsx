import { Button, Card, Field, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { fetchYeekeeBonus, StaffApiError, setYeekeeBonus } from '../../api'
import { useMayRunLottery } from './shared'

/**
 * The Yeekee bonus: baht paid at each Yeekee result to the member whose shot is at position 1 and
 * the one at position 16 (newest first), when they have a bill in the round; 0 switches one off.
 */
export function YeekeeBonusPage() {
  const mayRun = useMayRunLottery()
  const [first, setFirst] = useState('')
  const [sixteenth, setSixteenth] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    fetchYeekeeBonus().then(
      (s) => {
        setFirst(String(s.position_1))
        setSixteenth(String(s.position_16))
      },
      (e) => setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ' }),
    )
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const a = Number(first)
    const b = Number(sixteenth)
    if (first.trim() === '' || sixteenth.trim() === '' || !Number.isFinite(a) || !Number.isFinite(b)) {
      setMessage({ ok: false, text: 'กรุณากรอกจำนวนเงินเป็นตัวเลข (0 = ปิด)' })
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const saved = await setYeekeeBonus({ position_1: a, position_16: b })
      setFirst(String(saved.position_1))
      setSixteenth(String(saved.position_16))
      setMessage({ ok: true, text: 'บันทึกโบนัสยี่กีแล้ว' })
    } catch (e) {
      setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'บันทึกไม่สำเร็จ' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="3">
      <Link href="/">
        <Button size="xs" variant="ghost" alignSelf="start">
          ‹ งวดทั้งหมด
        </Button>
      </Link>
      <Heading size="md">โบนัสยี่กี</Heading>
      <Card.Root>
        <Card.Body p="3">
          <Text fontSize="sm" color="gray.600" mb="2">
            จ่ายเข้ากระเป๋าหลักเมื่อออกผลแต่ละรอบ ให้ผู้ยิงเลขลำดับที่ 1 และลำดับที่ 16 (นับจากล่าสุด) ที่มีโพยในรอบนั้น ใส่ 0 เพื่อปิด
            รอบที่ออกผลแล้วไม่เปลี่ยน
          </Text>
          <form onSubmit={submit}>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
              <Field.Root>
                <Field.Label>ลำดับที่ 1 (บาท)</Field.Label>
                <Input
                  inputMode="decimal"
                  value={first}
                  readOnly={!mayRun}
                  onChange={(e) => setFirst(e.target.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>ลำดับที่ 16 (บาท)</Field.Label>
                <Input
                  inputMode="decimal"
                  value={sixteenth}
                  readOnly={!mayRun}
                  onChange={(e) => setSixteenth(e.target.value)}
                />
              </Field.Root>
            </Grid>
            {mayRun && (
              <Button type="submit" mt="2" colorPalette="blue" loading={busy}>
                บันทึก
              </Button>
            )}
          </form>
          {message && (
            <Text mt="2" color={message.ok ? 'green.700' : 'red.600'} data-testid="bo-yeekee-message">
              {message.text}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
