import { Box } from '@chakra-ui/react/box'

/**
 * A bonus's turnover as a bar ("ทำเทิร์นแล้ว X / Y" is written next to it by the caller, and is also
 * the bar's name: a progress bar without a name fails axe aria-progressbar-name).
 */
export function TurnoverBar({ done, required, label }: { done: number; required: number; label: string }) {
  const percent = required > 0 ? Math.min(100, (done / required) * 100) : 100
  return (
    <Box
      h="2"
      bg="bg.subtle"
      rounded="full"
      overflow="hidden"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={done}
    >
      <Box h="full" bg="gold.solid" style={{ width: `${percent}%` }} />
    </Box>
  )
}
