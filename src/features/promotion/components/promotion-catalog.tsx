import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import type { Promotion } from '../../../contract/promotion'
import { promotionsAtom, promotionsLoadedAtom } from '../atoms'
import { PROMOTION_TEXT } from '../texts'
import { PromotionCard } from './promotion-card'
import { TakeStatus } from './take-button'

export interface PromotionCatalogProps {
  /** A member sees "รับโปรโมชั่น" where they can take it (or the reason); a visitor sees it on each. */
  member: boolean
  /** Which promotions to list (default: all). */
  filter?: (promotion: Promotion) => boolean
  /** Opens the promotion dialog on one (its full terms, and the opt-in or a visitor's way to log in). */
  onOpen: (promotion: Promotion) => void
}

/**
 * The promotion list (promotion/list, reloaded when shown) as cards. Taking one happens in the
 * promotion dialog, under its full terms: the card's button opens it.
 */
export function PromotionCatalog({ member, filter, onOpen }: PromotionCatalogProps) {
  const all = useAtomValue(promotionsAtom)
  const loaded = useAtomValue(promotionsLoadedAtom)
  const items = filter ? all.filter(filter) : all
  if (!loaded) return <Text role="status">{PROMOTION_TEXT.loading}</Text>
  if (items.length === 0) return <Text>{PROMOTION_TEXT.empty}</Text>
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" m="0" p="0">
      {items.map((p) => (
        <PromotionCard
          key={p.id}
          promotion={p}
          action={
            !member || p.can_take ? (
              <Button onClick={() => onOpen(p)} aria-label={`${PROMOTION_TEXT.take} ${p.title}`}>
                {PROMOTION_TEXT.take}
              </Button>
            ) : (
              <Stack gap="2" align="start">
                <TakeStatus promotion={p} />
                <Button
                  variant="outline"
                  onClick={() => onOpen(p)}
                  aria-label={`${PROMOTION_TEXT.details} ${p.title}`}
                >
                  {PROMOTION_TEXT.details}
                </Button>
              </Stack>
            )
          }
        />
      ))}
    </SimpleGrid>
  )
}
