import { Alert, Box, Button, Card, Code, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { QrCode } from '../../../src/components/ui/qr-code'
import { login, StaffApiError } from '../api'
import { tokenAtom, writeToken } from '../session'

type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enroll'; secret: string; uri: string }

/**
 * Staff login: username and password, then the 6-digit code of the authenticator app. The first
 * login shows the two-factor secret as a QR (and as text) to add to the app, then takes its first code.
 */
export function LoginPage() {
  const setToken = useSetAtom(tokenAtom)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await login({ username, password, ...(step.kind === 'password' ? {} : { code }) })
      if (answer.status === 'ok' && answer.token) {
        writeToken(answer.token)
        setToken(answer.token)
      } else if (answer.status === 'enroll' && answer.secret && answer.otpauth_uri) {
        setStep({ kind: 'enroll', secret: answer.secret, uri: answer.otpauth_uri })
      } else setStep({ kind: 'code' })
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'เข้าสู่ระบบไม่สำเร็จ')
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box minH="100dvh" bg="gray.100" py="10" px="3">
      <Card.Root maxW="sm" mx="auto">
        <Card.Body>
          <form onSubmit={submit}>
            <Stack gap="4">
              <Heading size="lg">เข้าสู่ระบบหลังบ้าน</Heading>
              {error && (
                <Alert.Root status="error" data-testid="bo-login-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root>
                <Field.Label>ชื่อผู้ใช้</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  value={username}
                  disabled={step.kind !== 'password'}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>รหัสผ่าน</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={step.kind !== 'password'}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field.Root>
              {step.kind === 'enroll' && (
                <Stack gap="2" align="center" textAlign="center">
                  <Text fontWeight="medium">ตั้งค่ายืนยันตัวตนสองขั้นตอน</Text>
                  <Text fontSize="sm">
                    สแกน QR นี้ด้วยแอปยืนยันตัวตน (เช่น Google Authenticator) แล้วกรอกรหัส 6 หลักที่แอปแสดง
                  </Text>
                  <QrCode value={step.uri} label="QR สำหรับแอปยืนยันตัวตน" size={200} testId="bo-totp-qr" />
                  <Text fontSize="xs">หรือกรอกรหัสนี้ในแอป</Text>
                  <Code data-testid="bo-totp-secret" wordBreak="break-all">
                    {step.secret}
                  </Code>
                </Stack>
              )}
              {step.kind !== 'password' && (
                <Field.Root>
                  <Field.Label>รหัสยืนยันตัวตน 6 หลัก</Field.Label>
                  <Input
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  />
                </Field.Root>
              )}
              <Button type="submit" colorPalette="blue" loading={busy}>
                {step.kind === 'password' ? 'ถัดไป' : 'เข้าสู่ระบบ'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  )
}
