import { expect, type Page, test } from '@playwright/test'
import { PATHS, pollPath } from '../../src/config/paths'
import { atPath, DEMO_URL, E2E_OPERATOR_TOKEN, loginViaApi, registerMember } from './helpers'

const baht = (n: number) =>
  `฿${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** A PromptPay deposit the way the payment provider completes it: the QR order, then the operator's confirmation. */
async function depositViaApi(page: Page, token: string, amount: number) {
  const auth = { authorization: `Bearer ${token}` }
  const channels = await (
    await page.request.get(`${DEMO_URL}/api/member/payment/channels`, { headers: auth })
  ).json()
  const promptpay = channels.data.find((c: { type: string }) => c.type === 'promptpay').id
  const order = await (
    await page.request.post(`${DEMO_URL}/api/member/payment/generate_qr`, {
      data: { channel_id: promptpay, amount },
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    })
  ).json()
  expect(order.error, order.message).toBe(0)
  const confirmed = await (
    await page.request.post(`${DEMO_URL}/api/operator/payment/confirm`, {
      data: { order_id: order.data.id },
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    })
  ).json()
  expect(confirmed.error, confirmed.message).toBe(0)
}

test.describe('extras', () => {
  test('deposit, claim the deposit quest, buy a wheel spin, spin, claim the prize and verify the spin', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const member = await registerMember(page.request)
    const token = await loginViaApi(page, member.phone, member.password)
    await depositViaApi(page, token, 100)

    // Quests: the deposit quest is complete; claiming it pays 200 points, once.
    await page.goto(PATHS.quests)
    const quest = page.getByRole('listitem', { name: 'ฝากเงินครบ 100 บาท' })
    await expect(quest.getByText('฿100.00 / ฿100.00')).toBeVisible()
    await quest.getByRole('button', { name: 'รับรางวัล' }).click()
    await expect(page.getByRole('status')).toHaveText('รับรางวัลภารกิจ "ฝากเงินครบ 100 บาท" สำเร็จ')
    await expect(page.getByTestId('points')).toHaveText('พอยท์ของฉัน 200 พอยท์')
    await expect(quest.getByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled()

    // Point shop: one wheel spin for 100 points.
    await page.goto(PATHS.redeem)
    await page.getByRole('button', { name: 'แลก หมุนวงล้อนำโชค 1 ครั้ง' }).click()
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    await expect(confirm.getByText('ใช้ 100 พอยท์ (คงเหลือ 100 พอยท์)')).toBeVisible()
    await expect(confirm.getByText('ได้รับสิทธิ์หมุนวงล้อ 1 ครั้ง')).toBeVisible()
    await confirm.getByRole('button', { name: 'ยืนยันแลก' }).click()
    await expect(page.getByText('แลก "หมุนวงล้อนำโชค 1 ครั้ง" สำเร็จ')).toBeVisible()
    await expect(page.getByTestId('points')).toHaveText('พอยท์ของฉัน 100 พอยท์')
    await expect(page.getByRole('listitem').filter({ hasText: 'หมุนวงล้อนำโชค 1 ครั้ง × 1' })).toBeVisible()
    await page.getByRole('link', { name: 'ไปหมุนวงล้อ' }).click()
    await expect(page).toHaveURL(atPath(PATHS.wheel))

    // The wheel: the hash of the next seed is on screen before the spin; the free spin is used.
    const committed = (await page.getByTestId('next-hash').textContent())?.trim() ?? ''
    expect(committed).toMatch(/^[0-9a-f]{64}$/)
    const spun = page.waitForResponse((r) => r.url().endsWith('/api/wheel/spin_v2'))
    await page.getByRole('button', { name: 'หมุนฟรี (เหลือ 1 ครั้ง)' }).click()
    const answer = await (await spun).json()
    expect(answer.error, answer.message).toBe(0)
    const prize = answer.data.spin.prize as { label: string; kind: string; amount: number }
    await expect(page.getByText(`ยินดีด้วย! คุณได้รับ ${prize.label}`)).toBeVisible({ timeout: 10_000 })
    await page.getByRole('button', { name: 'รับรางวัล' }).click()
    await expect(page).toHaveURL(/tab=2/)
    if (prize.kind === 'points') {
      await expect(page.getByRole('status')).toHaveText(`รับ ${prize.amount.toLocaleString('th-TH')} พอยท์แล้ว`)
      await expect(page.getByTestId('points')).toHaveText(
        `พอยท์ของฉัน ${(100 + prize.amount).toLocaleString('th-TH')} พอยท์`,
      )
    } else {
      await expect(page.getByRole('status')).toContainText('เข้ากระเป๋าโบนัสแล้ว')
      await expect(page.getByRole('banner').getByText(baht(100 + prize.amount))).toBeVisible()
    }

    // Fairness: the revealed seed hashes to what was shown before, and recomputes the same segment.
    const row = page.getByRole('listitem', { name: prize.label }).first()
    await expect(row.getByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled()
    await row.getByRole('button', { name: 'ตรวจสอบความยุติธรรม' }).click()
    const fair = page.getByRole('dialog', { name: 'ตรวจสอบความยุติธรรมของผลหมุน' })
    await expect(fair.getByText(committed).first()).toBeVisible()
    await expect(fair.getByTestId('hash-check')).toHaveText('ตรงกัน: เมล็ดนี้ถูกกำหนดไว้ก่อนการหมุน')
    await expect(fair.getByTestId('result-check')).toHaveText(`ผลคำนวณ: ${prize.label} ตรงกับผลที่ได้รับ`)
  })

  test('the event dialog leads to poll 1; a vote changes the quota and the stats', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.getByRole('button', { name: 'กิจกรรม' }).click()
    await page.getByRole('dialog', { name: 'กิจกรรม' }).getByRole('img').first().click()
    await expect(page).toHaveURL(atPath(pollPath(1)))
    await expect(page.getByRole('heading', { name: 'ทายผลบอลคู่เด็ด' })).toBeVisible()
    const quota = page.getByTestId('poll-quota')
    await expect(quota).toContainText('สิทธิ์โหวตคงเหลือวันนี้ 3 ครั้ง')
    await expect(quota).toContainText('ยังไม่เคยโหวต')
    await expect(page.getByTestId('poll-rule')).toHaveText(
      'ทายได้ 1 คำตอบต่อโพล — โหวตซ้ำได้เฉพาะคำตอบเดิม วันละ 3 ครั้ง',
    )
    const total = page.getByTestId('poll-total')
    await expect(total).toHaveText(/โหวตทั้งหมด [\d,]+ ครั้ง/)
    const before = Number(((await total.textContent()) ?? '').replace(/\D/g, ''))
    await page.getByRole('button', { name: 'โหวต เสมอ' }).click()
    await expect(page.getByRole('status')).toHaveText('โหวตสำเร็จ')
    await expect(quota).toContainText('สิทธิ์โหวตคงเหลือวันนี้ 2 ครั้ง')
    await expect(quota).toContainText('อัปเดตสิทธิ์ล่าสุด')
    // One answer per poll: the vote fixed it, so only its button still votes.
    await expect(quota).toContainText('คำตอบของคุณ: เสมอ')
    await expect(page.getByRole('button', { name: 'โหวต เจ้าบ้านชนะ' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'โหวต เสมอ' })).toBeEnabled()
    await expect(total).toHaveText(`โหวตทั้งหมด ${(before + 1).toLocaleString('th-TH')} ครั้ง`)
    const draw = page.getByRole('listitem', { name: 'เสมอ' })
    await expect(draw.getByText(/^\d+(\.\d)?%$/)).not.toHaveText('0%')
  })

  test('the member menu opens the quests, wheel and point shop pages', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    for (const [label, path, heading] of [
      ['ภารกิจ', PATHS.quests, 'ภารกิจ'],
      ['กงล้อนำโชค', PATHS.wheel, 'กงล้อนำโชค'],
      ['แลกของรางวัล', PATHS.redeem, 'แลกของรางวัล'],
    ] as const) {
      await page.getByRole('button', { name: 'เมนู' }).click()
      await page.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(atPath(path))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
  })
})
