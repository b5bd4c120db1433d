import { expect, test } from '@playwright/test'

/**
 * The table games' pages in demo mode, as a visitor plays them in the frame: one round each, then
 * the "ตรวจสอบความยุติธรรม" panel recomputes that round in the browser.
 */
async function verifyLastRound(page: import('@playwright/test').Page) {
  await page.getByTestId('fairness').click()
  await page.getByRole('button', { name: 'ตรวจสอบรอบล่าสุด' }).click()
  await expect(page.getByTestId('fair-verdict')).toContainText('ถูกต้อง')
}

test('baccarat: a coup on Player and Banker, the bead plate and the fairness check', async ({ page }) => {
  await page.goto('/provider/builtin/baccarat/?demo=1')
  await expect(page.getByRole('heading', { name: 'บาคาร่า' })).toBeVisible()
  await page.getByTestId('spot-player').click()
  await page.getByTestId('spot-banker').click()
  await page.getByTestId('deal').click()
  await expect(page.getByTestId('result')).toContainText(/ผู้เล่นชนะ|เจ้ามือชนะ|เสมอ/)
  await expect(page.getByTestId('road').locator('.bc-p, .bc-b, .bc-t')).toHaveCount(1)
  await verifyLastRound(page)
})

test('Hi-Lo: a roll on สูง and a single, the published table and the fairness check', async ({ page }) => {
  await page.goto('/provider/builtin/hilo/?demo=1')
  await page.getByTestId('spot-high').click()
  await page.getByTestId('spot-single:3').click()
  await page.getByTestId('roll').click()
  await expect(page.getByTestId('result')).toContainText('ออก')
  await page.getByTestId('rules').click()
  await expect(page.getByTestId('paytable')).toContainText('11 ไฮโล')
  await expect(page.getByTestId('paytable')).toContainText('2.78%')
  await page.getByRole('button', { name: 'ปิด' }).click()
  await verifyLastRound(page)
})

test('fish: shots fired fast go to the server as batches and the last batch verifies', async ({ page }) => {
  await page.goto('/provider/builtin/fish/?demo=1')
  const sea = page.getByTestId('sea')
  await expect(sea).toBeVisible()
  const plays: string[] = []
  page.on('request', (r) => r.url().endsWith('/fish/play') && plays.push(r.url()))
  const box = await sea.boundingBox()
  if (!box) throw new Error('no canvas')
  for (let i = 0; i < 30; i++)
    await page.mouse.click(box.x + ((i * 37) % box.width), box.y + 40 + ((i * 53) % (box.height / 2)))
  await expect(page.getByTestId('fish-status')).not.toContainText('ส่งแล้ว 0 รอบ', { timeout: 15_000 })
  // Thirty quick shots, far fewer wallet-round calls.
  expect(plays.length).toBeLessThan(30)
  await verifyLastRound(page)
})
