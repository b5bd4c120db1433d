import { Badge, Box, Button, Card, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { bankName } from '../../../src/contract/banks'
import type { MemberSearchReply } from '../../../src/contract/member-desk'
import { formatDateTime } from '../../../src/lib/thai-date'
import { StaffApiError, searchMembers } from '../api'
import { Pager } from '../components/pager'

type Found = NonNullable<MemberSearchReply['data']>

/**
 * The members desk: search by phone, name, bank account or LINE (the query is in the address, so
 * the back button returns to the same results), 20 a page, newest first; a row opens the member.
 */
export function MembersPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [text, setText] = useState(q)
  const [found, setFound] = useState<Found | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    setError(null)
    searchMembers(q, page).then(
      (value) => current && setFound(value),
      (e) => current && setError(e instanceof StaffApiError ? e.message : 'ค้นหาไม่สำเร็จ'),
    )
    return () => {
      current = false
    }
  }, [q, page])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setParams({ q: text.trim() })
  }
  const pages = found ? Math.max(1, Math.ceil(found.total / found.page_size)) : 1

  return (
    <Stack gap="3">
      <Heading size="md">สมาชิก</Heading>
      <form onSubmit={submit}>
        <HStack gap="2">
          <Input
            name="member-search"
            type="search"
            bg="white"
            placeholder="เบอร์โทร ชื่อ เลขบัญชี หรือชื่อ LINE"
            value={text}
            maxLength={60}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
        </HStack>
      </form>
      {error && <Text color="red.600">{error}</Text>}
      {!found && !error && <Spinner size="sm" aria-label="กำลังค้นหา" />}
      {found && (
        <>
          <Text fontSize="sm" color="gray.600">
            {q ? `ผลการค้นหา “${q}”: ${found.total} คน` : `สมาชิกทั้งหมด ${found.total} คน (ใหม่สุดก่อน)`}
          </Text>
          {found.items.length === 0 ? (
            <Card.Root>
              <Card.Body p="4" textAlign="center" data-testid="bo-members-empty">
                <Text fontWeight="medium">{q ? 'ไม่พบสมาชิกที่ตรงกับคำค้นหา' : 'ยังไม่มีสมาชิก'}</Text>
                {q && (
                  <Text fontSize="sm" color="gray.600">
                    ลองค้นด้วยเบอร์โทรบางส่วน ชื่อ เลขบัญชีธนาคาร หรือชื่อ LINE
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack gap="2" data-testid="bo-members-list">
              {found.items.map((m) => (
                <Link key={m.id} href={`/members/${m.id}`}>
                  <Card.Root _hover={{ borderColor: 'blue.400' }} cursor="pointer">
                    <Card.Body p="3">
                      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                        <Box>
                          <Text fontWeight="medium">
                            {m.full_name} · {m.phone}{' '}
                            {m.locked && (
                              <Badge colorPalette="red" size="sm">
                                ระงับ
                              </Badge>
                            )}
                          </Text>
                          <Text fontSize="xs" color="gray.600">
                            {m.bank_account_no
                              ? `${bankName(m.bank_code ?? '')} ${m.bank_account_no}`
                              : 'ไม่มีบัญชีธนาคาร'}
                            {m.line_name && ` · LINE ${m.line_name}`}
                          </Text>
                        </Box>
                        <Text fontSize="xs" color="gray.500" textAlign="end">
                          #{m.id} · สมัคร {formatDateTime(m.created_at)}
                          <br />
                          {m.last_login_at ? `เข้าใช้ล่าสุด ${formatDateTime(m.last_login_at)}` : 'ยังไม่เคยเข้าใช้'}
                        </Text>
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                </Link>
              ))}
            </Stack>
          )}
          <Pager page={page} pages={pages} go={(next) => setParams({ q, page: String(next) })} />
        </>
      )}
    </Stack>
  )
}
