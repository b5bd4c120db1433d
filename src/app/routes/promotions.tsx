import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { openPromotionAtom } from '../../features/layout-ui/atoms'
import { PromotionCatalog } from '../../features/promotion/components/promotion-catalog'
import { PROMOTION_TEXT } from '../../features/promotion/texts'

/** /promotions: every running promotion, for visitors and members; a tap opens the promotion dialog. */
export default function PromotionsPage() {
  const member = useAtomValue(isLoggedInAtom)
  const open = useSetAtom(openPromotionAtom)
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {PROMOTION_TEXT.title}
      </Heading>
      <PromotionCatalog member={member} onOpen={(p) => open(p.id)} />
    </Stack>
  )
}
