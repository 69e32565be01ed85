import { expect, test } from './support/applied-fixtures'
import { createAppliedCandidate, openSignedIn, savedQueryKeys } from './support/applied-candidate'
import { signIn } from './support/sign-in'

/**
 * Deleting an account (docs/product.md#deleting-the-account) end to end: the modal, the real
 * deletion, the logout to /, and a new start for the same phone.
 */
test('deletes the account: logged out at /, the old token dead, the same phone starts anew @desktop', async ({
  page,
  server,
  phone,
}) => {
  test.setTimeout(240_000)
  const candidate = await createAppliedCandidate(server.url, phone)
  await openSignedIn(page, candidate, '/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Mendez' })).toBeVisible()
  await expect.poll(async () => (await savedQueryKeys(page)).length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  const confirm = dialog.getByRole('button', { name: 'Yes, delete my account' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('checkbox', { name: 'I created a duplicate account' }).check()
  await dialog.getByRole('checkbox', { name: 'Other reason' }).check()
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Other reason' }).fill('  Testing the deletion  ')
  await confirm.click()

  // Logged out like logout, but on the landing page.
  await expect(page).toHaveURL(`${server.url}/`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your next job?')
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  await expect.poll(() => savedQueryKeys(page)).toEqual([])

  // The server has let the candidate go: the old token is refused.
  const old = await page.request.get(
    `/api/Candidate/GetCandidateProfileById?candidateId=${candidate.candidateId}`,
    { headers: { Authorization: `Bearer ${candidate.accessToken}` } },
  )
  expect(old.status()).toBe(401)

  // Signing in with the same phone starts a brand new candidate at onboarding.
  await signIn(page, phone)
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
  const newId = await page.evaluate(() => localStorage.getItem('candidateId'))
  expect(newId).toBeTruthy()
  expect(newId).not.toBe(candidate.candidateId)
})
