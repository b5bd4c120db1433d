import { Stack } from '@chakra-ui/react/stack'
import type { FormEvent, ReactNode } from 'react'
import { FormAlert } from '../../../components/form/form-alert'

/** An auth form's frame: an optional intro, the server's refusal (if any), then the fields. */
export function AuthForm({
  onSubmit,
  error,
  intro,
  gap = '4',
  children,
}: {
  onSubmit: (event: FormEvent) => void
  error: string | null
  intro?: ReactNode
  gap?: string
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {intro}
        <FormAlert message={error} />
        {children}
      </Stack>
    </form>
  )
}
