import { expect, test } from '@playwright/test'
import { collectScripts, LIFF_SDK_MARKER, LINE_UA, loginViaApi, registerMember } from './helpers'

test.describe('inside LINE (LIFF, with the official mock plugin)', () => {
  test.use({ userAgent: LINE_UA })

  test('/liff/profile loads the LIFF SDK and shows the member page in the LIFF layout', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const scripts = collectScripts(page)
    await page.goto('/liff/profile')
    await expect(page.getByText(member.phone).first()).toBeVisible()
    // The LIFF layout is compact: no site header or footer.
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const liffScripts = [...scripts].filter(([, text]) => text.includes(LIFF_SDK_MARKER))
    expect(liffScripts.length).toBeGreaterThan(0)
  })

  test('the money pages open from LINE too (a rich menu links /liff/withdraw)', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto('/liff/withdraw')
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿0.00')
    await expect(page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('an unknown LIFF page gives the 404 page', async ({ page }) => {
    await page.goto('/liff/no-such-page')
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
})
