import { Button, Card, Code, Field, Grid, Heading, Input, Stack, Table, Text } from '@chakra-ui/react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import type { AuditRow, OperatorAuditQuery } from '../../../src/contract/staff'
import { formatDateTime } from '../../../src/lib/format'
import { fetchAudit, StaffApiError } from '../api'

interface Filters {
  staff: string
  action: string
  member: string
  from: string
  to: string
}

const EMPTY: Filters = { staff: '', action: '', member: '', from: '', to: '' }

/** A Bangkok calendar day (YYYY-MM-DD) as the ISO time of its start, or of its end. */
const bangkokDay = (day: string, end: boolean) =>
  new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+07:00`).toISOString()

function toQuery(filters: Filters): OperatorAuditQuery | null {
  const query: OperatorAuditQuery = {}
  const staff = filters.staff.trim()
  if (staff) query.actor = staff.includes(':') ? staff : `staff:${staff.toLowerCase()}`
  if (filters.action.trim()) query.action = filters.action.trim()
  if (filters.member.trim()) {
    const id = Number(filters.member.trim())
    if (!Number.isInteger(id) || id < 1) return null
    query.member_id = id
  }
  if (filters.from) query.from = bangkokDay(filters.from, false)
  if (filters.to) query.to = bangkokDay(filters.to, true)
  return query
}

/**
 * The audit trail: every operator action, newest first, by whom (`staff:<username>` or the
 * automation token's id), filtered by staff member, action, member (their deposits and withdrawals)
 * and Bangkok dates; 50 at a time.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>(EMPTY)
  const [rows, setRows] = useState<AuditRow[]>([])
  const [next, setNext] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async (current: Filters, beforeId?: number) => {
    const query = toQuery(current)
    if (!query) {
      setError('รหัสสมาชิกต้องเป็นตัวเลข')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const page = await fetchAudit({ ...query, ...(beforeId ? { before_id: beforeId } : {}) })
      setRows((old) => (beforeId ? [...old, ...page.items] : page.items))
      setNext(page.next_before_id)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ')
    } finally {
      setBusy(false)
    }
  }, [])
  useEffect(() => {
    void load(EMPTY)
  }, [load])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void load(filters)
  }
  const field = (key: keyof Filters, label: string, type = 'text') => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        value={filters[key]}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
      />
    </Field.Root>
  )

  return (
    <Stack gap="3">
      <Heading size="md">ประวัติการทำรายการ</Heading>
      <Card.Root>
        <Card.Body p="3">
          <form onSubmit={submit}>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="2" alignItems="end">
              {field('staff', 'พนักงาน (ชื่อผู้ใช้)')}
              {field('action', 'การกระทำ (เช่น payment.confirm)')}
              {field('member', 'รหัสสมาชิก')}
              {field('from', 'ตั้งแต่วันที่', 'date')}
              {field('to', 'ถึงวันที่', 'date')}
            </Grid>
            <Button type="submit" size="sm" mt="2" loading={busy}>
              ค้นหา
            </Button>
          </form>
        </Card.Body>
      </Card.Root>
      {error && <Text color="red.600">{error}</Text>}
      <Card.Root>
        <Card.Body p="2" overflowX="auto">
          <Table.Root size="sm" data-testid="bo-audit-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                <Table.ColumnHeader>ผู้ทำรายการ</Table.ColumnHeader>
                <Table.ColumnHeader>การกระทำ</Table.ColumnHeader>
                <Table.ColumnHeader>รายการ</Table.ColumnHeader>
                <Table.ColumnHeader>ผล</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.at)}</Table.Cell>
                  <Table.Cell>{row.actor}</Table.Cell>
                  <Table.Cell>
                    <Code>{row.action}</Code>
                  </Table.Cell>
                  <Table.Cell>{row.target}</Table.Cell>
                  <Table.Cell>{row.outcome === 'ok' ? 'สำเร็จ' : row.outcome}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {rows.length === 0 && !busy && (
            <Text color="gray.500" p="3" textAlign="center">
              ไม่พบรายการ
            </Text>
          )}
          {next && (
            <Button size="sm" variant="outline" mt="2" loading={busy} onClick={() => load(filters, next)}>
              โหลดเพิ่ม
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
