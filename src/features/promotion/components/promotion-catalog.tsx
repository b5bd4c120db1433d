import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import type { Promotion } from '../../../contract/promotion'
import { loadPromotionsAtom, promotionsAtom, promotionsLoadedAtom } from '../atoms'
import { PROMOTION_TEXT } from '../texts'
import { PromotionCard } from './promotion-card'
import { TakeButton } from './take-button'

export interface PromotionCatalogProps {
  /** A member sees take buttons (or the reason); a visitor a way to log in. */
  member: boolean
  /** Which promotions to list (default: all). */
  filter?: (promotion: Promotion) => boolean
  /** After a take (the page reloads what depends on it). */
  onTaken?: () => void
}

/** The promotion list (promotion/list, reloaded when shown) as cards. */
export function PromotionCatalog({ member, filter, onTaken }: PromotionCatalogProps) {
  const all = useAtomValue(promotionsAtom)
  const loaded = useAtomValue(promotionsLoadedAtom)
  const load = useSetAtom(loadPromotionsAtom)
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
            member ? (
              <TakeButton
                promotion={p}
                onTaken={() => {
                  void load()
                  onTaken?.()
                }}
              />
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link href={`~${PATHS.login}`}>{PROMOTION_TEXT.loginToTake}</Link>
              </Button>
            )
          }
        />
      ))}
    </SimpleGrid>
  )
}
