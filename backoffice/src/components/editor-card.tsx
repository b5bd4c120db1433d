import { Button, Card, Grid, Heading, HStack, Stack } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'

/**
 * The desks' add/edit form frame: a heading, the fields in a grid (three columns on a laptop, one on
 * a phone), anything that does not fit the grid below it, then บันทึก / ยกเลิก.
 */
export function EditorCard({
  title,
  busy,
  onSubmit,
  onCancel,
  below,
  children,
}: {
  title: string
  busy: boolean
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
  below?: ReactNode
  children: ReactNode
}) {
  return (
    <Card.Root>
      <Card.Body p="3">
        <form onSubmit={onSubmit}>
          <Stack gap="3">
            <Heading size="sm">{title}</Heading>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="2">
              {children}
            </Grid>
            {below}
            <HStack gap="2">
              <Button type="submit" colorPalette="blue" loading={busy}>
                บันทึก
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                ยกเลิก
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
