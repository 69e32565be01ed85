import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { reachInterviewSetup } from './support/interview'

/**
 * The microphone errors of docs/product.md#the-web-call. The browser's own errors cannot be
 * provoked on demand, so getUserMedia (and, for 'blocked', the permission state) is replaced
 * in the page.
 */
async function failMicrophone(
  page: Page,
  errorName: string,
  permission: 'prompt' | 'denied' = 'prompt',
) {
  await page.addInitScript(
    ([name, state]) => {
      const fail = () => Promise.reject(new DOMException('microphone test', name))
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: fail })
      const query = navigator.permissions.query.bind(navigator.permissions)
      Object.defineProperty(navigator.permissions, 'query', {
        value: (descriptor: PermissionDescriptor) =>
          descriptor.name === ('microphone' as PermissionName)
            ? Promise.resolve({
                state,
                name: 'microphone',
                onchange: null,
              } as unknown as PermissionStatus)
            : query(descriptor),
      })
    },
    [errorName, permission] as const,
  )
}

const cases = [
  {
    name: 'NotAllowedError',
    permission: 'denied' as const,
    text: 'Microphone access is blocked. Click the padlock near the address bar, allow it, then press “Try again”.',
  },
  {
    name: 'NotAllowedError',
    permission: 'prompt' as const,
    text: 'Please allow microphone access to start your interview. Click the padlock near the address bar, allow it, then press “Try again”.',
  },
  {
    name: 'NotFoundError',
    text: 'No microphone was found. Please plug one in or enable it and try again.',
  },
  {
    name: 'NotReadableError',
    text: 'Your microphone is already in use by another application. Close that app or switch devices and try again.',
  },
  {
    name: 'TypeError',
    text: 'Something went wrong while trying to access your microphone. Please refresh the page and try again.',
  },
]

for (const { name, permission, text } of cases) {
  test(`${name}${permission ? ` (${permission})` : ''} shows its message with Try again and Cancel`, async ({
    page,
    phone,
  }) => {
    await failMicrophone(page, name, permission)
    await reachInterviewSetup(page, phone)
    await page.getByRole('button', { name: 'Start interview now' }).click()
    await page.getByRole('button', { name: 'I agree' }).click()
    await expect(page.getByText(text, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(text, { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('heading', { name: 'AI Interview Setup' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('webRTCURL'))).toBeNull()
  })
}
