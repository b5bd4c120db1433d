import { Box } from '@chakra-ui/react/box'

/** A refusal from the server (its Thai message), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Box
      role="alert"
      bg="red.subtle"
      color="fg.error"
      borderWidth="1px"
      borderColor="border.error"
      rounded="md"
      px="3"
      py="2"
    >
      {message}
    </Box>
  )
}
