import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { signIn } from './support/sign-in'

/** Every record in every IndexedDB database the app owns (workbox's expiry book-keeping aside). */
const indexedDbRecords = (page: Page) =>
  page.evaluate(async () => {
    const databases = (await indexedDB.databases()).filter(
      (database) => database.name && !database.name.startsWith('workbox'),
    )
    let records = 0
    for (const { name } of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        records += await new Promise<number>((resolve, reject) => {
          const count = db.transaction(storeName).objectStore(storeName).count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        })
      }
      db.close()
    }
    return records
  })

test.describe('sign-out', () => {
  test('Logout returns to /login and leaves local storage and IndexedDB empty @desktop', async ({
    page,
    phone,
  }) => {
    await signIn(page, phone)
    // The persisted query cache is written shortly after the guard's query settles.
    await expect.poll(() => indexedDbRecords(page)).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
    await expect.poll(() => indexedDbRecords(page)).toBe(0)

    // The old page cannot come back: protected pages send the visitor to /login again.
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a revoked token is refused by the server, and the app signs the candidate out', async ({
    page,
    phone,
  }) => {
    await signIn(page, phone)
    const token = await page.evaluate(() => localStorage.getItem('accessToken'))
    const logout = await page.request.post('/api/SMSLogin/Logout', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(logout.ok()).toBe(true)

    // The next call with that token gets a 401: local storage is cleared and /login shows.
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
  })
})
