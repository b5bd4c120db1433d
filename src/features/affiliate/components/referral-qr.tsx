import { Box } from '@chakra-ui/react/box'
import { useMemo } from 'react'
import { encode } from 'uqr'

/** The referral link as a crisp SVG QR (uqr, as the deposit QR): scanned from another phone's screen. */
export function ReferralQr({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value])
  const path = useMemo(() => {
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return d
  }, [qr])
  return (
    <Box bg="white" rounded="md" lineHeight="0" display="inline-block" data-testid="referral-qr">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  )
}
