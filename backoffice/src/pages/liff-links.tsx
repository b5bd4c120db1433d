import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useState } from 'react'
import config from '../../../liff.config.json'
import { QrCode } from '../../../src/components/ui/qr-code'

/** The LIFF app whose endpoint is /liff (the pages live under it). */
const app =
  Object.values(config.apps).find((a) => a.endpointPath === '/liff') ?? Object.values(config.apps)[0]

/** `lotto/:round_id` -> its parameters, `games/:name?` -> optional ones. */
const paramsOf = (page: string) =>
  page
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => ({ name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }))

/** The page's path with the values filled in (an optional one left empty drops out), or null while one is missing. */
function filledPath(page: string, values: Record<string, string>): string | null {
  const parts: string[] = []
  for (const part of page.split('/')) {
    if (!part.startsWith(':')) {
      parts.push(part)
      continue
    }
    const name = part.slice(1).replace(/\?$/, '')
    const value = (values[name] ?? '').trim()
    if (value) parts.push(encodeURIComponent(value))
    else if (!part.endsWith('?')) return null
  }
  return parts.join('/')
}

/** The clipboard needs a secure page; on plain http the text is selected and copied the old way. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const field = document.createElement('textarea')
    field.value = text
    document.body.append(field)
    field.select()
    const done = document.execCommand('copy')
    field.remove()
    return done
  }
}

function LiffLink({ page }: { page: string }) {
  const params = paramsOf(page)
  const [values, setValues] = useState<Record<string, string>>({})
  const [copied, setCopied] = useState(false)
  const path = filledPath(page, values)
  const url = path === null ? null : `https://liff.line.me/${app.liffId}/${path}`
  return (
    <Card.Root data-testid={`bo-liff-${page}`}>
      <Card.Body p="3">
        <Flex gap="3" wrap="wrap">
          <Stack gap="2" flex="1" minW="220px">
            <HStack>
              <Code>/liff/{page}</Code>
              {params.length > 0 && <Badge>มีค่าที่ต้องกรอก</Badge>}
            </HStack>
            {params.map((param) => (
              <Input
                key={param.name}
                size="sm"
                aria-label={`ค่า ${param.name} ของ /liff/${page}`}
                placeholder={param.optional ? `${param.name} (ไม่บังคับ)` : param.name}
                value={values[param.name] ?? ''}
                onChange={(e) => setValues({ ...values, [param.name]: e.target.value })}
              />
            ))}
            <Text fontSize="sm" wordBreak="break-all" data-testid="bo-liff-url">
              {url ?? 'กรอกค่าด้านบนเพื่อสร้างลิงก์'}
            </Text>
            <Button
              size="sm"
              alignSelf="start"
              disabled={!url}
              onClick={async () => {
                if (url) setCopied(await copy(url))
              }}
            >
              {copied ? 'คัดลอกแล้ว' : 'คัดลอกลิงก์'}
            </Button>
          </Stack>
          {url && <QrCode value={url} label={`QR ของ /liff/${page}`} size={120} testId="bo-liff-qr" />}
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * Every `/liff/<name>` page of liff.config.json with the LINE URL that opens it inside LINE
 * (https://liff.line.me/<liffId>/<name>), a copy button and a QR, ready to paste into a LINE chat.
 * Pages with parameters (a round, a poll) build their link once the value is filled in.
 */
export function LiffLinksPage() {
  return (
    <Stack gap="3">
      <Heading size="md">ลิงก์ LIFF</Heading>
      <Box fontSize="sm" color="gray.600">
        <Text>ลิงก์เหล่านี้เปิดหน้าเว็บภายใน LINE (LIFF id {app.liffId}) วางในแชท LINE หรือให้สมาชิกสแกน QR</Text>
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="2">
        {config.pages.map((page) => (
          <LiffLink key={page} page={page} />
        ))}
      </Grid>
    </Stack>
  )
}
