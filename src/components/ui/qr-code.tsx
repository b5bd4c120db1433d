import { useMemo } from 'react'
import { encode } from 'uqr'

/** Error correction M and the standard 4-module quiet zone: banking apps read it from a screen or a photo. */
export const encodeQr = (value: string) => encode(value, { ecc: 'M', border: 4 })

/** One SVG path of the dark modules: a short `M x y h1 v1 h-1 z` square per module. */
function modulesPath(data: boolean[][]): string {
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}

export interface QrCodeProps {
  /** The text to encode (a PromptPay payload, a referral link). */
  value: string
  /** Accessible name of the image. */
  label: string
  /** Rendered width and height in px. */
  size?: number
  /** Its test id (`payment-qr`, `referral-qr`). */
  testId: string
}

/**
 * A QR code as crisp SVG (scales without blur, prints well): the deposit's PromptPay QR and the referral link. Error correction M and the standard
 * 4-module quiet zone, so banking apps read it from a phone screen or a screenshot.
 */
export function QrCode({ value, label, size = 240, testId }: QrCodeProps) {
  const qr = useMemo(() => encodeQr(value), [value])
  return (
    <div
      style={{ display: 'inline-block', background: '#fff', borderRadius: '0.375rem', lineHeight: 0 }}
      data-testid={testId}
    >
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={modulesPath(qr.data)} fill="#000" />
      </svg>
    </div>
  )
}
