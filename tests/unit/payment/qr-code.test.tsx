import { screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from '../../../src/components/ui/qr-code'
import { agentRoutes, stubApi } from '../stub-api'
import { renderPage } from './render-page'

/** Rasterises the rendered SVG (its `M x y h1v1h-1z` squares) and reads it back with jsQR. */
function decodeSvg(svg: SVGSVGElement): string | undefined {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, xs, ys] of d.matchAll(/M(\d+) (\d+)/g)) {
    const x0 = Number(xs) * scale
    const y0 = Number(ys) * scale
    for (let y = y0; y < y0 + scale; y++)
      for (let x = x0; x < x0 + scale; x++) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
  }
  return jsQR(pixels, width, width)?.data
}

describe('QR code', () => {
  it('renders a PromptPay payload that a scanner reads back exactly', async () => {
    const payload = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469'
    stubApi(agentRoutes())
    await renderPage(<QrCode value={payload} label="QR Code พร้อมเพย์ ยอด ฿4.22" testId="payment-qr" />)
    const svg = screen.getByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿4.22' })
    expect(decodeSvg(svg as unknown as SVGSVGElement)).toBe(payload)
  })
})
