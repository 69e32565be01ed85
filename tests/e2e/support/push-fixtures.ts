import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  chromium,
  test as base,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test'
import { chromiumPath, offlineChromiumFlags } from '../../chromium.ts'
import { test as appliedTest } from './applied-fixtures'
import { CHROMIUM_TEST_PUSH_HOST, startFakeGcm, type FakeGcm } from './fake-gcm'

/**
 * Push e2e (docs/adr/0071): Chromium with a real profile (push is off in the incognito-like
 * contexts Playwright makes by default) whose GCM client talks to the loopback stand-in of
 * support/fake-gcm.ts, the server allowing Chromium's test push host, and notifications allowed
 * for the app as a candidate who pressed Allow. A spec using it runs on its own server (its
 * serverEnv differs), so its candidate's sessions and badge are its own.
 */
export const test = appliedTest.extend<
  { profileContext: BrowserContext; allowNotifications: boolean },
  { fakeGcm: FakeGcm }
>({
  serverEnv: [{ PUSH_EXTRA_ENDPOINT_HOSTS: CHROMIUM_TEST_PUSH_HOST }, { scope: 'worker' }],
  fakeGcm: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const gcm = await startFakeGcm()
      await use(gcm)
      await gcm.stop()
    },
    { scope: 'worker' },
  ],
  allowNotifications: [true, { option: true }],
  profileContext: async (
    {
      fakeGcm,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      allowNotifications,
    },
    use,
  ) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'hirelane-push-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...offlineChromiumFlags, ...fakeGcm.chromiumArgs],
      ...(baseURL && { baseURL }),
      viewport,
      ...(userAgent && { userAgent }),
      deviceScaleFactor,
      isMobile,
      hasTouch,
    })
    if (allowNotifications && baseURL) {
      await context.grantPermissions(['notifications'], { origin: baseURL })
    }
    await use(context)
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  },
  page: async ({ profileContext }, use) => {
    await use(profileContext.pages()[0] ?? (await profileContext.newPage()))
  },
})

export { expect, expectNoAxeViolations } from './applied-fixtures'

const TURN_ON_FAILED = "We couldn't change notifications. Check your connection and try again."
/** The app's wait for the browser's push service (30 s, browser-subscription.ts), and a margin. */
const ONE_MORE_TRY_MS = 40_000
/** Enough tries to outlast that three-minute wait. */
const MAX_TRIES = 8

/**
 * Turns notifications on with `control` (the card's button or the Profile switch) and returns
 * the server's answer to the subscription the app sends. Chromium starts its push client on the
 * first subscribe. Now and then, on the desktop project in a full run, the client stayed in its
 * LOADING state (chrome://gcm-internals) until about three minutes after the browser's launch,
 * far longer than the app waits for the browser (30 s, ADR 0029). The app then says it did not
 * work, and the candidate taps again, as this does; each try adds its wait to the test's time.
 */
export async function turnOnNotifications(page: Page, control: Locator): Promise<Response> {
  const failed = page.getByText(TURN_ON_FAILED)
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const subscribed = page
      .waitForResponse((response) => response.url().endsWith('/api/Push/Subscribe'), {
        timeout: 0,
      })
      .catch(() => null)
    await control.click()
    await failed.waitFor({ state: 'hidden' })
    const answer = await Promise.race([
      subscribed,
      failed.waitFor({ state: 'visible', timeout: 0 }).then(() => 'failed' as const),
    ])
    if (answer && answer !== 'failed') return answer
    const info = base.info()
    info.setTimeout(info.timeout + ONE_MORE_TRY_MS)
  }
  throw new Error(`Turning notifications on failed ${MAX_TRIES} times in a row`)
}

/** This device's push subscription as the page sees it, or null. */
export const pageSubscription = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.pushManager.getSubscription())?.toJSON() ?? null
  })

/**
 * Installs the app in this Chromium profile (CDP PWA.install, as the install dialog would) and
 * reads what the operating system shows for it: the app icon's badge count.
 */
export async function installedApp(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  // The manifest's id is '/', resolved against the start URL's origin.
  const manifestId = `${new URL(page.url()).origin}/`
  await cdp.send('PWA.install', { manifestId })
  return {
    badgeCount: async () => (await cdp.send('PWA.getOsAppState', { manifestId })).badgeCount,
    detach: () => cdp.detach(),
  }
}

/**
 * CDP's ServiceWorker domain for the page's origin: the registration id Chrome gives the app's
 * worker (from ServiceWorker.enable's events), and a push delivered straight to it, as a push
 * service would, without the encryption. Chrome answers a delivery before the worker has the
 * push and drops one it cannot route without a word, so delivery waits for the registration's
 * activated version, and `log` keeps what Chrome reported about the workers, for a failure.
 */
export async function serviceWorkerPush(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page)
  const origin = new URL(page.url()).origin
  const started = Date.now()
  const log: string[] = []
  const note = (line: string) => log.push(`${Date.now() - started} ms ${line}`)
  const registrationIds = new Set<string>()
  const activated = new Set<string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (new URL(registration.scopeURL).origin !== origin) continue
      note(`registration ${registration.registrationId} deleted=${registration.isDeleted}`)
      if (!registration.isDeleted) registrationIds.add(registration.registrationId)
    }
  })
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      note(
        `version ${version.versionId} of ${version.registrationId}: ${version.status}, ${version.runningStatus}`,
      )
      if (version.status === 'activated') activated.add(version.registrationId)
    }
  })
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    note(
      `error: ${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`,
    ),
  )
  await cdp.send('ServiceWorker.enable')
  const readyRegistration = () => [...registrationIds].find((id) => activated.has(id))
  const deadline = Date.now() + 10_000
  while (!readyRegistration() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const registrationId = readyRegistration()
  if (!registrationId) {
    throw new Error(`No activated service worker for ${origin}:\n${log.join('\n')}`)
  }
  return {
    deliver: async (message: unknown) => {
      note(`push delivered to registration ${registrationId}`)
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(message),
      })
    },
    /** What Chrome said about the app's workers since enable, one line per event. */
    log: () => log.join('\n'),
    detach: () => cdp.detach(),
  }
}
