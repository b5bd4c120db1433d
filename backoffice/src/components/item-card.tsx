import { Button, Card, Flex, Heading, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A marketing section's heading, with its add button (for a role that may write, while no form is open). */
export function SectionHeading({
  title,
  add,
  onAdd,
}: {
  title: string
  add: string | null
  onAdd: () => void
}) {
  return (
    <Flex justify="space-between" align="center" gap="2" wrap="wrap">
      <Heading size="md">{title}</Heading>
      {add && (
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          {add}
        </Button>
      )}
    </Flex>
  )
}

/**
 * A marketing section's list card (quests, shop items, polls): the title with its badges on one
 * line, then the card's own lines and buttons. An item that is turned off (`off`) is dimmed.
 */
export function ItemCard({
  title,
  badges,
  off = false,
  gap = '1',
  testId,
  children,
}: {
  title: string
  badges: ReactNode
  off?: boolean
  gap?: '1' | '2'
  testId: string
  children: ReactNode
}) {
  return (
    <Card.Root opacity={off ? 0.7 : undefined} data-testid={testId}>
      <Card.Body p="3" gap={gap}>
        <Flex justify="space-between" gap="2" align="start">
          <Heading size="sm">{title}</Heading>
          {badges}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

/** แก้ไข, and ปิดใช้งาน / เปิดใช้งาน, of an item a section can turn off (quests, shop items, wheel prizes). */
export function EditToggleButtons({
  enabled,
  busy,
  onEdit,
  onToggle,
  pt,
}: {
  enabled: boolean
  busy: boolean
  onEdit: () => void
  onToggle: () => void
  /** Space above, when the buttons are a card's last line. */
  pt?: '1'
}) {
  return (
    <HStack gap="1" pt={pt}>
      <Button size="xs" variant="outline" disabled={busy} onClick={onEdit}>
        แก้ไข
      </Button>
      <Button size="xs" variant="ghost" disabled={busy} onClick={onToggle}>
        {enabled ? 'ปิดใช้งาน' : 'เปิดใช้งาน'}
      </Button>
    </HStack>
  )
}
