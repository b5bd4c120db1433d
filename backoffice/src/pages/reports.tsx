import { Button, Card, Grid, Heading, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { ThaiDateField } from '../../../src/components/form/thai-date-field'
import { REPORT_MAX_DAYS, REPORT_PRODUCT_NAMES, REPORT_PRODUCTS } from '../../../src/contract/report-products'
import type { OperatorReportReply } from '../../../src/contract/reports'
import { formatBaht } from '../../../src/lib/format'
import { fetchReport, StaffApiError } from '../api'
import { addDays, bangkokToday, dayLabel, daysBetween, dayTick } from '../bangkok-days'
import { BarChart, HBarChart, LineChart } from '../components/charts'
import { download, MONEY_COLUMNS, reportCsv } from '../report-csv'

type Report = NonNullable<OperatorReportReply['data']>

const compact = new Intl.NumberFormat('th-TH', { notation: 'compact', maximumFractionDigits: 1 })
const scale = (value: number) => compact.format(value)
const COLORS = { in: '#16a34a', out: '#dc2626', house: '#2563eb' }

/** The years the pickers offer: this one and the two before (Common era, newest first). */
const years = (today: string) => [0, 1, 2].map((i) => Number(today.slice(0, 4)) - i)

/** Ranges staff ask for most, ending today. */
const PRESETS = [
  { label: '7 วัน', days: 7 },
  { label: '30 วัน', days: 30 },
  { label: '90 วัน', days: 90 },
] as const

function Amount({ value }: { value: number }) {
  return (
    <Text as="span" color={value < 0 ? 'red.600' : undefined} whiteSpace="nowrap">
      {formatBaht(value)}
    </Text>
  )
}

/**
 * รายงาน (owner and read-only): per Bangkok day, deposits, withdrawals, stakes, wins, house result,
 * bonuses, cashback and commission, with charts, per product, and the same figures as CSV. The range
 * is picked in Buddhist-era dates, at most REPORT_MAX_DAYS days.
 */
export function ReportsPage() {
  const today = bangkokToday()
  const [from, setFrom] = useState<string | null>(addDays(today, -6))
  const [to, setTo] = useState<string | null>(today)
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async (start: string | null, end: string | null) => {
    if (!start || !end) {
      setError('กรุณาเลือกวันที่ให้ครบ')
      return
    }
    if (start > end) {
      setError('วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด')
      return
    }
    if (daysBetween(start, end) > REPORT_MAX_DAYS) {
      setError(`เลือกช่วงวันที่ได้ไม่เกิน ${REPORT_MAX_DAYS} วัน`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      setReport(await fetchReport({ from: start, to: end }))
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ')
    } finally {
      setBusy(false)
    }
  }, [])
  useEffect(() => {
    void load(addDays(bangkokToday(), -6), bangkokToday())
  }, [load])

  const preset = (days: number) => {
    const start = addDays(today, -(days - 1))
    setFrom(start)
    setTo(today)
    void load(start, today)
  }

  const labels = report?.days.map((d) => dayLabel(d.day)) ?? []
  const ticks = report?.days.map((d) => dayTick(d.day)) ?? []

  return (
    <Stack gap="3">
      <Heading size="md">รายงาน</Heading>
      <Card.Root>
        <Card.Body p="3" gap="3">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="3" alignItems="end">
            <ThaiDateField label="ตั้งแต่วันที่" value={from} onChange={setFrom} years={years(today)} />
            <ThaiDateField label="ถึงวันที่" value={to} onChange={setTo} years={years(today)} />
            <Button onClick={() => load(from, to)} loading={busy}>
              ดูรายงาน
            </Button>
          </Grid>
          <HStack gap="2" wrap="wrap">
            {PRESETS.map((p) => (
              <Button key={p.days} size="xs" variant="outline" onClick={() => preset(p.days)}>
                {p.label}
              </Button>
            ))}
            <Button
              size="xs"
              variant="outline"
              ms="auto"
              disabled={!report}
              onClick={() => report && download(`report-${report.from}-${report.to}.csv`, reportCsv(report))}
            >
              ดาวน์โหลด CSV
            </Button>
          </HStack>
          <Text fontSize="xs" color="gray.600">
            วันตามเวลาประเทศไทย เลือกได้ไม่เกิน {REPORT_MAX_DAYS} วัน ยอดแทงหักคืนเงินเดิมพันแล้ว ผลได้เสีย = ยอดแทง -
            ยอดชนะ ยอดถอนนับวันที่จ่ายเงิน
          </Text>
        </Card.Body>
      </Card.Root>
      {error && (
        <Text color="red.600" role="alert">
          {error}
        </Text>
      )}
      {report && (
        <>
          <Text fontSize="sm" color="gray.700" data-testid="bo-report-range">
            {dayLabel(report.from)} - {dayLabel(report.to)} ({report.days.length} วัน)
          </Text>
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="2">
            {MONEY_COLUMNS.map((c) => (
              <Card.Root key={c.key} size="sm">
                <Card.Body p="3">
                  <Stat.Root>
                    <Stat.Label>{c.label}</Stat.Label>
                    <Stat.ValueText fontSize="lg" data-testid={`bo-report-total-${c.key}`}>
                      <Amount value={report.total[c.key]} />
                    </Stat.ValueText>
                  </Stat.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </Grid>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="2">
            <Card.Root>
              <Card.Body p="3" gap="2">
                <Heading size="sm">ฝาก-ถอนรายวัน</Heading>
                <BarChart
                  title="ยอดฝากและยอดถอนรายวัน"
                  labels={labels}
                  ticks={ticks}
                  format={scale}
                  series={[
                    { name: 'ยอดฝาก', color: COLORS.in, values: report.days.map((d) => d.deposits) },
                    { name: 'ยอดถอน', color: COLORS.out, values: report.days.map((d) => d.withdrawals) },
                  ]}
                />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body p="3" gap="2">
                <Heading size="sm">ผลได้เสียรายวัน</Heading>
                <LineChart
                  title="ผลได้เสียของเว็บรายวัน"
                  labels={labels}
                  ticks={ticks}
                  format={scale}
                  series={[{ name: 'ผลได้เสีย', color: COLORS.house, values: report.days.map((d) => d.house) }]}
                />
              </Card.Body>
            </Card.Root>
          </Grid>
          <Card.Root>
            <Card.Body p="3" gap="2">
              <Heading size="sm">แยกตามประเภท</Heading>
              <HBarChart
                title="ยอดแทงและผลได้เสียตามประเภท"
                labels={REPORT_PRODUCTS.map((p) => REPORT_PRODUCT_NAMES[p])}
                format={scale}
                series={[
                  {
                    name: 'ยอดแทง',
                    color: '#a1a1aa',
                    values: REPORT_PRODUCTS.map((p) => report.total.products[p]?.stakes ?? 0),
                  },
                  {
                    name: 'ผลได้เสีย',
                    color: COLORS.house,
                    values: REPORT_PRODUCTS.map((p) => report.total.products[p]?.house ?? 0),
                  },
                ]}
              />
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="bo-report-products">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">จำนวนเดิมพัน</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">ยอดชนะ</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">ผลได้เสีย</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {REPORT_PRODUCTS.map((p) => {
                      const play = report.total.products[p]
                      return (
                        <Table.Row key={p}>
                          <Table.Cell>{REPORT_PRODUCT_NAMES[p]}</Table.Cell>
                          <Table.Cell textAlign="end">{(play?.bets ?? 0).toLocaleString('th-TH')}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <Amount value={play?.stakes ?? 0} />
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            <Amount value={play?.wins ?? 0} />
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            <Amount value={play?.house ?? 0} />
                          </Table.Cell>
                        </Table.Row>
                      )
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body p="3" gap="2">
              <Heading size="sm">รายวัน</Heading>
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="bo-report-days">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                      {MONEY_COLUMNS.map((c) => (
                        <Table.ColumnHeader key={c.key} textAlign="end">
                          {c.label}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {[...report.days].reverse().map((d) => (
                      <Table.Row key={d.day}>
                        <Table.Cell whiteSpace="nowrap">{dayLabel(d.day)}</Table.Cell>
                        {MONEY_COLUMNS.map((c) => (
                          <Table.Cell key={c.key} textAlign="end">
                            <Amount value={d[c.key]} />
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                    <Table.Row fontWeight="semibold" bg="gray.50">
                      <Table.Cell>รวม</Table.Cell>
                      {MONEY_COLUMNS.map((c) => (
                        <Table.Cell key={c.key} textAlign="end">
                          <Amount value={report.total[c.key]} />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card.Body>
          </Card.Root>
        </>
      )}
    </Stack>
  )
}
