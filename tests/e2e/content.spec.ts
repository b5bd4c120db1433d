import { expect, test } from '@playwright/test'
import { PATHS, pollPath } from '../../src/config/paths'
import { atPath } from './helpers'

interface Notification {
  type: number
  title: string
}

test.describe('announcements and events', () => {
  test('the notification dialog pages through the important announcements', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/notifications')).json()) as { data: Notification[] }
    const important = data.filter((n) => n.type === 1)
    expect(important.length).toBeGreaterThan(1)

    await page.goto(PATHS.home)
    const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
    await expect(dialog).toBeVisible()
    for (const [i, item] of important.entries()) {
      await expect(dialog.getByText(item.title)).toBeVisible()
      if (i < important.length - 1) {
        await expect(dialog.getByRole('button', { name: 'ปิด', exact: true })).toHaveCount(0)
        await dialog.getByRole('button', { name: 'ถัดไป' }).click()
      }
    }
    await expect(dialog.getByRole('button', { name: 'ถัดไป' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'ปิด', exact: true }).click()
    await expect(dialog).toBeHidden()
    // Only the important type is in the dialog; the others are shown as news on the page.
    for (const other of data.filter((n) => n.type !== 1)) {
      await expect(page.getByText(other.title)).toBeVisible()
    }
  })

  test('the event button opens the events; an image leads to the poll', async ({ page }) => {
    await page.goto(PATHS.home)
    // The demo agent has important announcements: they pop up first and are closed as a member would.
    const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
    await expect(announcements).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(announcements).toBeHidden()
    await page.getByRole('button', { name: 'กิจกรรม' }).click()
    const events = page.getByRole('dialog', { name: 'กิจกรรม' })
    await expect(events).toBeVisible()
    await events.getByRole('img').first().click()
    await expect(page).toHaveURL(atPath(pollPath(1)))
  })

  test('elsewhere they do not open by itself: the bell counts them; they open on reaching the home page, once', async ({
    page,
  }) => {
    await page.goto(PATHS.lottoLobby)
    const bell = page.getByRole('button', { name: /^ประกาศสำคัญ ยังไม่ได้อ่าน \d+ รายการ$/ })
    await expect(bell).toBeVisible()
    // The page has settled (the announcements would have opened in the first idle time after it).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
    await expect(dialog).toHaveCount(0)

    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หน้าแรก' }).click()
    await expect(page).toHaveURL(atPath(PATHS.home))
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'ประกาศสำคัญ', exact: true })).toBeVisible()
    // Once per session: back on the home page after another page, it stays closed.
    await page.goto(PATHS.lottoLobby)
    await page.goto(PATHS.home)
    await expect(page.getByRole('button', { name: 'ประกาศสำคัญ', exact: true })).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    await expect(dialog).toHaveCount(0)
  })
})
