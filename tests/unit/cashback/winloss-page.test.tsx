import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import WinLossPage from '../../../src/app/routes/winloss'
import { renderPage } from '../payment/render-page'
import { agentRoutes, ok, stubApi } from '../stub-api'

describe('/winloss (visitors)', () => {
  it('explains the weekly return with the operator’s rates and asks a visitor to log in', async () => {
    const api = stubApi({
      ...agentRoutes(),
      cashbackPrograms: ok([
        {
          kind: 'weekly_loss' as const,
          enabled: true,
          tiers: [
            { from: 0, rate: 3 },
            { from: 5000, rate: 5 },
          ],
          min_amount: 10,
          cap: 20000,
          claim_days: 7,
          wallet_type_id: 1,
        },
      ]),
    })
    await renderPage(<WinLossPage />, { path: '/winloss' })
    expect(await screen.findByText('ยอดเสียตั้งแต่ ฿5,000.00 คืน 5%')).toBeTruthy()
    expect(screen.getByText(/รับได้ภายใน 7 วันหลังสิ้นรอบ/)).toBeTruthy()
    expect(screen.getByText('เข้าสู่ระบบเพื่อดูยอดได้เสียและรับยอดคืนของคุณ')).toBeTruthy()
    // A visitor's page calls no member endpoint.
    expect(api.of('cashbackLossHistory')).toHaveLength(0)
  })
})
