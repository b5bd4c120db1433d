import { encodeQr } from '../../components/ui/qr-code'
import { AGENT_CODE } from '../../config'

/** The saved image's name, e.g. `bw222-qr-41.png`: the brand and the order, so it is found again. */
export const qrFileName = (orderId: number) => `${AGENT_CODE}-qr-${orderId}.png`

/** Pixels per module in the saved image: about 600 px for a PromptPay payload, sharp in any gallery. */
const SAVED_SCALE = 12

/** The QR as a PNG (black modules on white, quiet zone included), drawn on a canvas. */
export async function qrPngBlob(value: string, scale = SAVED_SCALE): Promise<Blob> {
  const qr = encodeQr(value)
  const canvas = document.createElement('canvas')
  canvas.width = qr.size * scale
  canvas.height = qr.size * scale
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000'
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale)
    })
  })
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no PNG'))), 'image/png'),
  )
}

/**
 * Saves the QR so the member can pay from the same phone (open the bank app, pick the image). Phones
 * that can share files get the share sheet ("Save Image" on iOS puts it in Photos, where bank apps
 * look); everywhere else, and if sharing fails, the PNG is downloaded. A member closing the share
 * sheet is not an error.
 */
export async function saveQrImage(
  value: string,
  fileName: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const blob = await qrPngBlob(value)
  const file = new File([blob], fileName, { type: 'image/png' })
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file] })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers read the URL after the click returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return 'downloaded'
}
