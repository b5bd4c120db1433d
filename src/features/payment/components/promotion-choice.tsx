import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { PAYMENT_TEXT } from '../texts'

/** A promotion the member may take with this deposit (the page maps the promotion list to these). */
export interface PromotionOption {
  id: number
  title: string
  /** One line under the title (bonus, minimum deposit, turnover). */
  detail?: string
}

function Choice({
  label,
  detail,
  checked,
  onSelect,
}: {
  label: string
  detail?: string
  checked: boolean
  onSelect: () => void
}) {
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="flex-start"
      borderWidth="1px"
      borderColor={checked ? 'gold.500' : 'border'}
      bg={checked ? 'gold.subtle' : undefined}
      rounded="md"
      px="3"
      py="2"
      cursor="pointer"
    >
      <input type="radio" name="promotion" checked={checked} onChange={onSelect} style={{ marginTop: 4 }} />
      <Box>
        <Text>{label}</Text>
        {detail ? (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        ) : null}
      </Box>
    </Box>
  )
}

/** The promotion taken with a deposit; "ไม่รับโปรโมชั่น" (null) is always the first choice. */
export function PromotionChoice({
  options,
  value,
  onChange,
}: {
  options: PromotionOption[]
  value: number | null
  onChange: (id: number | null) => void
}) {
  return (
    <Box as="fieldset" border="0" m="0" p="0">
      <Text as="legend" fontWeight="semibold" mb="2">
        {PAYMENT_TEXT.promotion}
      </Text>
      <Stack gap="2">
        <Choice label={PAYMENT_TEXT.noPromotion} checked={value === null} onSelect={() => onChange(null)} />
        {options.map((p) => (
          <Choice
            key={p.id}
            label={p.title}
            detail={p.detail}
            checked={value === p.id}
            onSelect={() => onChange(p.id)}
          />
        ))}
      </Stack>
    </Box>
  )
}
