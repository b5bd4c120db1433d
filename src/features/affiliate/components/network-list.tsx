import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { formatBaht } from '../../../lib/format'
import { formatDate } from '../../../lib/thai-date'
import { networkQuery } from '../atoms'
import { AFFILIATE_TEXT } from '../texts'

/** The network per level: masked phone and name, join date, whether they played this week. */
export function NetworkList() {
  const [level, setLevel] = useState('')
  const { data: all } = useAtomValue(networkQuery(''))
  const { data } = useAtomValue(networkQuery(level))
  const levels = all?.levels ?? []
  return (
    <Stack as="section" gap="2" aria-label={AFFILIATE_TEXT.network}>
      <Heading as="h2" size="md">
        {AFFILIATE_TEXT.network}
      </Heading>
      {levels.length > 0 ? (
        <HStack gap="1" flexWrap="wrap">
          <Button size="xs" variant={level === '' ? 'solid' : 'outline'} onClick={() => setLevel('')}>
            {AFFILIATE_TEXT.all}
          </Button>
          {levels.map((l) => (
            <Button
              key={l.level}
              size="xs"
              variant={level === String(l.level) ? 'solid' : 'outline'}
              onClick={() => setLevel(String(l.level))}
            >
              {AFFILIATE_TEXT.level(l.level)} ({l.count})
            </Button>
          ))}
        </HStack>
      ) : null}
      {data && data.items.length === 0 ? <Text color="fg.muted">{AFFILIATE_TEXT.networkEmpty}</Text> : null}
      {data && data.items.length > 0 ? (
        <RecordList label={AFFILIATE_TEXT.network}>
          {data.items.map((m) => (
            <RecordItem key={`${m.level}:${m.phone}:${m.joined_at}`}>
              <HStack justify="space-between" data-testid="network-member">
                <Stack gap="0">
                  <Text fontWeight="semibold">
                    {m.name} · {m.phone}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {AFFILIATE_TEXT.level(m.level)} · {AFFILIATE_TEXT.joined} {formatDate(m.joined_at)}
                  </Text>
                </Stack>
                <Stack gap="0" align="end">
                  <Badge colorPalette={m.active ? 'green' : 'gray'}>
                    {m.active ? AFFILIATE_TEXT.active : AFFILIATE_TEXT.inactive}
                  </Badge>
                  <Text fontSize="xs">{formatBaht(m.commission)}</Text>
                </Stack>
              </HStack>
            </RecordItem>
          ))}
        </RecordList>
      ) : null}
    </Stack>
  )
}
