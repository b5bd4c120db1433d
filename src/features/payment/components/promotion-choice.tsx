import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { PAYMENT_TEXT } from '../texts'

/** A promotion the member may take with this deposit (the page maps the promotion list to these). */
export interface PromotionOption {
  id: number
  title: string
  /** The promotion's full terms under its title, one line each (bonus, turnover, cap, expiry...). */
  terms?: readonly string[]
}

function Choice({
  label,
  terms,
  checked,
  onSelect,
}: {
  label: string
  terms?: readonly string[]
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
      minH="11"
      cursor="pointer"
    >
      <input type="radio" name="promotion" checked={checked} onChange={onSelect} style={{ marginTop: 4 }} />
      <Box>
        <Text>{label}</Text>
        {terms?.length ? (
          <Box as="ul" m="0" ps="4" fontSize="sm" color="fg.muted">
            {terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
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
            terms={p.terms}
            checked={value === p.id}
            onSelect={() => onChange(p.id)}
          />
        ))}
      </Stack>
    </Box>
  )
}
