import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { MemberPromotion } from '../../../contract/promotion'
import { errorMessage } from '../../../lib/api-errors'
import { cancelPromotion } from '../api'
import { loadPromotionsAtom, memberPromotionsQueryAtom } from '../atoms'
import { PROMOTION_TEXT } from '../texts'
import { MemberPromotionList } from './member-promotion-list'

/** The member's promotions (member/promotions): reloaded when shown, after a take and a cancel. */
export function MyPromotions() {
  const query = useAtomValue(memberPromotionsQueryAtom)
  const reload = useSetAtom(memberPromotionsQueryAtom)
  const reloadList = useSetAtom(loadPromotionsAtom)
  const [refusal, setRefusal] = useState<string | null>(null)
  const items = query.data ?? null
  const failure = refusal ?? (query.error === undefined ? null : errorMessage(query.error))

  const cancel = async (item: MemberPromotion) => {
    try {
      await cancelPromotion(item.id)
      setRefusal(null)
      reloadList()
      reload()
    } catch (error) {
      setRefusal(errorMessage(error))
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
