import { Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import type { ExposureRow, OperatorExposure } from '../../../../src/contract/lotto-operator'
import { BET_TYPE_INFO, type BetType } from '../../../../src/contract/lotto-rules'
import { formatBaht } from '../../../../src/lib/format'
import { fetchLottoExposure, StaffApiError } from '../../api'
import { houseColor } from './shared'

export const LIMITED_KIND_NAMES = { closed: 'ปิดรับ', rate: 'ลดอัตราจ่าย', cap: 'จำกัดยอดรับ' } as const

/** A เลขอั้น in a few words: ปิดรับ, จ่ายบาทละ 450, รับไม่เกิน ฿5,000.00. */
export const limitedText = (l: NonNullable<ExposureRow['limited']>) =>
  l.kind === 'closed'
    ? 'ปิดรับ'
    : l.kind === 'rate'
      ? `จ่ายบาทละ ${l.rate}`
      : `รับไม่เกิน ${formatBaht(l.cap ?? 0)}`

/**
 * The exposure per number of a round: each bet type + number staked on, what it pays if it comes
 * out and what the house would then keep or lose (the round's stakes − that payout), the riskiest
 * first. `onLimit` (when เลขอั้น may still be set) puts a row's number into the เลขอั้น form.
 */
export function ExposureTable({
  roundId,
  betTypes,
  version,
  onLimit,
}: {
  roundId: number
  betTypes: readonly BetType[]
  /** Changes when a เลขอั้น was set, so the table reloads. */
  version: number
  onLimit?: (row: ExposureRow) => void
}) {
  const [betType, setBetType] = useState<BetType | ''>('')
  const [data, setData] = useState<OperatorExposure | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    setError(null)
    try {
      setData(await fetchLottoExposure({ round_id: roundId, ...(betType ? { bet_type: betType } : {}) }))
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ')
    }
  }, [roundId, betType])
  useEffect(() => {
    void version
    void load()
  }, [load, version])

  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="sm">ความเสี่ยงรายเลข</Heading>
        <Flex gap="2" align="center">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="ประเภทการแทง"
              value={betType}
              onChange={(e) => setBetType(e.target.value as BetType | '')}
            >
              <option value="">ทุกประเภท</option>
              {betTypes.map((t) => (
                <option key={t} value={t}>
                  {BET_TYPE_INFO[t].name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={() => void load()}>
            โหลดใหม่
          </Button>
        </Flex>
      </Flex>
      {error && <Text color="red.600">{error}</Text>}
      {data && (
        <Text fontSize="sm" color="gray.600" data-testid="bo-exposure-total">
          ยอดแทงรวม {formatBaht(data.staked)} · {data.numbers} เลข
          {data.numbers > data.items.length && ` (แสดง ${data.items.length} เลขที่เสี่ยงที่สุด)`}
        </Text>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="bo-exposure-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
              <Table.ColumnHeader>เลข</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">จ่ายถ้าออก</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                เจ้ามือได้/เสีย
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">สมาชิก</Table.ColumnHeader>
              <Table.ColumnHeader>เลขอั้น</Table.ColumnHeader>
              {onLimit && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((row) => {
              const house = data.staked - row.payout
              return (
                <Table.Row
                  key={`${row.bet_type}:${row.number}`}
                  data-testid={`bo-exposure-${row.bet_type}-${row.number}`}
                >
                  <Table.Cell whiteSpace="nowrap">{BET_TYPE_INFO[row.bet_type].name}</Table.Cell>
                  <Table.Cell fontWeight="medium">{row.number}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatBaht(row.staked)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatBaht(row.payout)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color={houseColor(house)}>
                    {formatBaht(house)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.members}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {row.limited && <Badge colorPalette="purple">{limitedText(row.limited)}</Badge>}
                  </Table.Cell>
                  {onLimit && (
                    <Table.Cell>
                      <Button size="xs" variant="outline" onClick={() => onLimit(row)}>
                        อั้นเลขนี้
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {data?.items.length === 0 && (
        <Text color="gray.500" p="3" textAlign="center">
          ยังไม่มีการแทงในงวดนี้
        </Text>
      )}
    </Stack>
  )
}
