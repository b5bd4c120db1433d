import {
  Button,
  Card,
  Code,
  Field,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { ThaiDateField } from '../../../src/components/form/thai-date-field'
import type { AuditRow, OperatorAuditQuery } from '../../../src/contract/staff'
import { formatDateTime } from '../../../src/lib/thai-date'
import { fetchAudit, fetchAuditChoices, StaffApiError } from '../api'
import { actionName, actorName } from '../audit-actions'
import { bangkokInstant, bangkokToday } from '../bangkok-days'

interface Filters {
  actor: string
  action: string
  member: string
  from: string | null
  to: string | null
}

const EMPTY: Filters = { actor: '', action: '', member: '', from: null, to: null }

function toQuery(filters: Filters): OperatorAuditQuery | string {
  const query: OperatorAuditQuery = {}
  if (filters.actor) query.actor = filters.actor
  if (filters.action) query.action = filters.action
  if (filters.member.trim()) {
    const id = Number(filters.member.trim())
    if (!Number.isInteger(id) || id < 1) return 'รหัสสมาชิกต้องเป็นตัวเลข'
    query.member_id = id
  }
  if (filters.from && filters.to && filters.from > filters.to) return 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด'
  if (filters.from) query.from = bangkokInstant(filters.from)
  if (filters.to) query.to = bangkokInstant(filters.to, true)
  return query
}

/** The years the date pickers offer (Common era, newest first). */
const years = () => [0, 1, 2].map((i) => Number(bangkokToday().slice(0, 4)) - i)

/**
 * The audit trail: every operator action, newest first, by whom (a staff member, or the automation
 * token), filtered by staff member and action (chosen from what the audit holds), member (actions on
 * the member, their deposits and withdrawals) and Bangkok dates (Buddhist era); 50 at a time.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>(EMPTY)
  const [choices, setChoices] = useState<{ actors: string[]; actions: string[] }>({ actors: [], actions: [] })
  const [rows, setRows] = useState<AuditRow[]>([])
  const [next, setNext] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async (current: Filters, beforeId?: number) => {
    const query = toQuery(current)
    if (typeof query === 'string') {
      setError(query)
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
    fetchAuditChoices().then(setChoices, () => {})
  }, [load])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void load(filters)
  }
  const select = (key: 'actor' | 'action', label: string, options: string[], name: (v: string) => string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filters[key]}
          onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
        >
          <option value="">ทั้งหมด</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {name(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )

  return (
    <Stack gap="3">
      <Heading size="md">ประวัติการทำรายการ</Heading>
      <Card.Root>
        <Card.Body p="3">
          <form onSubmit={submit}>
            <Grid
              templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }}
              gap="3"
              alignItems="end"
            >
              {select('actor', 'พนักงาน', choices.actors, actorName)}
              {select('action', 'การกระทำ', choices.actions, actionName)}
              <Field.Root>
                <Field.Label>รหัสสมาชิก</Field.Label>
                <Input
                  size="sm"
                  inputMode="numeric"
                  value={filters.member}
                  onChange={(e) => setFilters({ ...filters, member: e.target.value })}
                />
              </Field.Root>
              <ThaiDateField
                label="ตั้งแต่วันที่"
                value={filters.from}
                onChange={(from) => setFilters((f) => ({ ...f, from }))}
                years={years()}
              />
              <ThaiDateField
                label="ถึงวันที่"
                value={filters.to}
                onChange={(to) => setFilters((f) => ({ ...f, to }))}
                years={years()}
              />
            </Grid>
            <Button type="submit" size="sm" mt="3" loading={busy}>
              ค้นหา
            </Button>
            <Button
              size="sm"
              mt="3"
              ms="2"
              variant="ghost"
              onClick={() => {
                setFilters(EMPTY)
                void load(EMPTY)
              }}
            >
              ล้างตัวกรอง
            </Button>
          </form>
        </Card.Body>
      </Card.Root>
      {error && (
        <Text color="red.600" role="alert">
          {error}
        </Text>
      )}
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
                  <Table.Cell>{actorName(row.actor)}</Table.Cell>
                  <Table.Cell>
                    {actionName(row.action)}{' '}
                    <Code fontSize="xs" color="gray.600">
                      {row.action}
                    </Code>
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
