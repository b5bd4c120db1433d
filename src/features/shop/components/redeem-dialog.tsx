import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useEffect, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { AppDialog } from '../../../components/ui/app-dialog'
import type { RedemptionCalc, RedemptionRedeemReply, ShopItem } from '../../../contract/shop'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { calcRedemption, redeemItem } from '../api'
import { SHOP_TEXT } from '../texts'

type Redeemed = NonNullable<RedemptionRedeemReply['data']>

interface Props {
  item: ShopItem | null
  onClose: () => void
  onRedeemed: (result: Redeemed, item: ShopItem) => void
}

/** Confirms one redemption: the server's price and what the member gets (redemption/calc), then redeem. */
export function RedeemDialog({ item, onClose, onRedeemed }: Props) {
  const idempotency = useIdempotencyKey()
  const [calc, setCalc] = useState<RedemptionCalc | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setCalc(null)
    setError(null)
    if (!item) return
    let live = true
    calcRedemption({ item_id: item.id, quantity: 1 })
      .then((c) => live && setCalc(c))
      .catch((e: unknown) => live && setError(errorMessage(e)))
    return () => {
      live = false
    }
  }, [item])

  const confirm = async () => {
    if (!item) return
    setBusy(true)
    setError(null)
    try {
      const body = { item_id: item.id, quantity: 1 }
      const result = await idempotency.send(body, (key) => redeemItem(body, key))
      onRedeemed(result, item)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const refusal = calc?.refusal ?? null
  return (
    <AppDialog
      open={item !== null}
      onClose={onClose}
      title={SHOP_TEXT.confirmTitle}
      width={400}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {SHOP_TEXT.cancel}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={busy}
            loadingText={SHOP_TEXT.redeeming}
            disabled={!calc || refusal !== null}
          >
            {SHOP_TEXT.confirm}
          </Button>
        </>
      }
    >
      {item && calc ? (
        <Stack gap="1">
          <Text fontWeight="bold">{item.title}</Text>
          <Text>{SHOP_TEXT.summary(calc)}</Text>
          <Text>{SHOP_TEXT.gets(item, calc)}</Text>
        </Stack>
      ) : null}
      <FormAlert message={refusal ?? error} />
    </AppDialog>
  )
}
