import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import type { PaymentOrder } from '../../../contract/payment'
import { qrFileName, saveQrImage } from '../qr-image'
import { PAYMENT_TEXT } from '../texts'

/** "บันทึก QR": the QR as a PNG for paying from this same phone (bank app → scan from image). */
export function SaveQrButton({ order }: { order: PaymentOrder }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await saveQrImage(order.qr, qrFileName(order.id))
      setFailed(false)
    } catch (error) {
      console.warn('saving the QR failed:', error instanceof Error ? error.message : error)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="1" alignItems="center">
      <Button variant="outline" size="sm" onClick={() => void save()} loading={busy}>
        {PAYMENT_TEXT.saveQr}
      </Button>
      <Text fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'} role={failed ? 'alert' : undefined}>
        {failed ? PAYMENT_TEXT.saveQrFailed : PAYMENT_TEXT.saveQrHint}
      </Text>
    </Stack>
  )
}
