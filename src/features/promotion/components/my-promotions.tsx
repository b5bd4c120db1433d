import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { MemberPromotion } from '../../../contract/promotion'
import { errorMessage } from '../../../lib/api-errors'
import { cancelPromotion, getMemberPromotions } from '../api'
import { loadPromotionsAtom } from '../atoms'
import { PROMOTION_TEXT } from '../texts'
import { MemberPromotionList } from './member-promotion-list'

/** The member's promotions (member/promotions), reloaded when `version` changes (after a take). */
export function MyPromotions({ version }: { version: number }) {
  const [items, setItems] = useState<MemberPromotion[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const reloadList = useSetAtom(loadPromotionsAtom)
  const load = useCallback(async () => {
    try {
      setItems(await getMemberPromotions())
      setFailure(null)
    } catch (error) {
      setFailure(errorMessage(error))
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload
  useEffect(() => {
    void load()
  }, [load, version])

  const cancel = async (item: MemberPromotion) => {
    try {
      await cancelPromotion(item.id)
      void reloadList()
      await load()
    } catch (error) {
      setFailure(errorMessage(error))
    }
  }

  return (
    <Stack gap="2">
      <FormAlert message={failure} />
      {items === null ? (
        failure ? null : (
          <Text role="status">{PROMOTION_TEXT.loading}</Text>
        )
      ) : (
        <MemberPromotionList items={items} onCancel={cancel} />
      )}
    </Stack>
  )
}
