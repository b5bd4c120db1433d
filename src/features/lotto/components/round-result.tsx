import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { PATHS, yeekeeRoundPath } from '../../../config/paths'
import type { LottoResult, ResultDetail } from '../../../contract/lotto'
import { RESULT_FIELD_NAMES, RESULT_FIELDS, type ResultField } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatDate, formatDateTime } from '../../../lib/format'
import { accessTokenAtom } from '../../../lib/session'
import { roundResultQuery } from '../atoms'
import { LOTTO_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import { RoundHeading } from './round-heading'

const allResults = (result?: LottoResult) =>
  result ? `${PATHS.lottoResults}?category=${result.category_code}` : PATHS.lottoResults

/**
 * /lotto/result/{round_id}: one round's result (lotto/result): its numbers, every field of the
 * official result its category has, and the ways on: all results of the category, the member's bills
 * of this round, a Yeekee round's board (where its arithmetic is shown). Before the draw the server's
 * Thai message, with a retry.
 */
export function RoundResult({ roundId }: { roundId: number }) {
  const query = roundResultQuery(String(roundId))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  const member = useAtomValue(accessTokenAtom) !== null
  if (!data) {
    if (!error) return <Text color="fg.muted">{LOTTO_TEXT.resultLoading}</Text>
    return (
      <LoadFailed message={errorMessage(error)} onRetry={() => reload()}>
        <Button asChild size="sm" variant="outline">
          <Link href={`~${allResults()}`}>{LOTTO_TEXT.allResults}</Link>
        </Button>
      </LoadFailed>
    )
  }
  const fields = Object.keys(RESULT_FIELDS[data.category_code]) as ResultField[]
  return (
    <Stack gap="4">
      <Stack gap="1">
        <RoundHeading
          title={data.title}
          times={[
            LOTTO_TEXT.drawDate(formatDate(`${data.draw_date}T00:00:00+07:00`)),
            LOTTO_TEXT.drawAt(formatDateTime(data.draw_at)),
            ...(data.demo ? [LOTTO_TEXT.demo] : []),
          ]}
        />
      </Stack>
      <Box borderWidth="1px" borderColor="border" rounded="lg" p="3">
        <DrawnNumbers result={data} />
      </Box>
      {fields.length > 0 ? <OfficialResult fields={fields} detail={data.detail} /> : null}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <Link href={`~${allResults(data)}`}>{LOTTO_TEXT.allResults}</Link>
        </Button>
        {member ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`~${PATHS.lottoBills}?round=${data.round_id}`}>{LOTTO_TEXT.roundBills}</Link>
          </Button>
        ) : null}
        {data.category_code === 'yeekee' ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`~${yeekeeRoundPath(data.round_id)}`}>{LOTTO_TEXT.yeekeeAudit}</Link>
          </Button>
        ) : null}
      </HStack>
    </Stack>
  )
}

/** The official result as entered, field by field (lotto-rules' RESULT_FIELDS of the category). */
function OfficialResult({ fields, detail }: { fields: ResultField[]; detail: ResultDetail }) {
  const value = (field: ResultField) => {
    const v = detail[field]
    return Array.isArray(v) ? v.join(' ') : (v ?? '-')
  }
  return (
    <Box as="table" w="full" fontSize="sm">
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
        {LOTTO_TEXT.officialResult}
      </caption>
      <tbody>
        {fields.map((field) => (
          <Box as="tr" key={field} borderBottomWidth="1px" borderColor="border">
            <Box as="th" textAlign="left" fontWeight="normal" color="fg.muted" py="1.5">
              {RESULT_FIELD_NAMES[field]}
            </Box>
            <Box
              as="td"
              textAlign="right"
              fontWeight="bold"
              letterSpacing="wider"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {value(field)}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  )
}
