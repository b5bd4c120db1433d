import { Button, HStack, Text } from '@chakra-ui/react'

/** Previous / next page with "page n of m" (nothing when everything fits on one page). */
export function Pager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  if (pages <= 1 && page <= 1) return null
  return (
    <HStack justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
        ก่อนหน้า
      </Button>
      <Text fontSize="sm">
        หน้า {page} / {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => go(page + 1)}>
        ถัดไป
      </Button>
    </HStack>
  )
}
