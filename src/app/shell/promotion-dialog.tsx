import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { AUTH_TEXT } from '../../features/auth/texts'
import { askToLoginAtom, modalOpenAtom, selectedPromotionAtom } from '../../features/layout-ui/atoms'
import {
  loadPromotionsAtom,
  memberPromotionsQueryAtom,
  promotionsAtom,
  promotionsLoadedAtom,
} from '../../features/promotion/atoms'
import { PromotionTerms } from '../../features/promotion/components/promotion-terms'
import { TakeButton } from '../../features/promotion/components/take-button'
import { PROMOTION_TEXT } from '../../features/promotion/texts'

/**
 * The promotion dialog (spec section 2's promotion modal), over the page the promotion was tapped on:
 * its full terms (bonus, minimum deposit, turnover and what counts towards it, withdrawal cap, how
 * often, until when). A member opts in here ("ยืนยันรับโปรโมชั่น"), then goes on to deposit; a
 * visitor gets the login and register dialogs over it, and once logged in is back at the promotion
 * (the list reloads with the member's token, so it says whether they can take it).
 */
export default function PromotionDialog() {
  const [open, setOpen] = useAtom(modalOpenAtom('promotion'))
  const id = useAtomValue(selectedPromotionAtom)
  const promotions = useAtomValue(promotionsAtom)
  const loaded = useAtomValue(promotionsLoadedAtom)
  const member = useAtomValue(isLoggedInAtom)
  const askToLogin = useSetAtom(askToLoginAtom)
  const reload = useSetAtom(loadPromotionsAtom)
  const reloadMine = useSetAtom(memberPromotionsQueryAtom)
  const promotion = promotions.find((p) => p.id === id)

  // A link that leaves the page (ไปฝากเงิน) closes the dialog with it.
  const [location] = useLocation()
  const openedAt = useRef(location)
  useEffect(() => {
    if (location !== openedAt.current) setOpen(false)
  }, [location, setOpen])

  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      title={promotion?.title ?? PROMOTION_TEXT.title}
      width={480}
    >
      {!promotion ? (
        <Text role="status">{loaded ? PROMOTION_TEXT.gone : PROMOTION_TEXT.loading}</Text>
      ) : (
        <Stack gap="4">
          <PromotionTerms promotion={promotion} />
          {member ? (
            <Stack gap="3">
              <TakeButton
                promotion={promotion}
                onTaken={() => {
                  reload()
                  reloadMine()
                }}
              />
              {promotion.pending_id ? (
                <Button asChild>
                  <Link href={`~${PATHS.deposit}`}>{PROMOTION_TEXT.toDeposit}</Link>
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {PROMOTION_TEXT.visitorAsk}
              </Text>
              <Button onClick={() => askToLogin({ dialog: 'login', path: null })}>{AUTH_TEXT.login}</Button>
              <Button variant="outline" onClick={() => askToLogin({ dialog: 'register', path: null })}>
                {AUTH_TEXT.register}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </AppDialog>
  )
}
