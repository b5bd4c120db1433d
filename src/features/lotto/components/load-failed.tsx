import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { LOTTO_TEXT } from '../texts'

/** A lottery read that failed: its message, "ลองอีกครั้ง", and any other way out (`children`). */
export function LoadFailed({
  message,
  onRetry,
  children,
}: {
  message: string
  onRetry: () => void
  children?: ReactNode
}) {
  return (
    <Stack gap="2" align="start">
      <Text color="fg.error">{message}</Text>
      <HStack gap="2">
        <Button size="sm" onClick={onRetry}>
          {LOTTO_TEXT.retry}
        </Button>
        {children}
      </HStack>
    </Stack>
  )
}
