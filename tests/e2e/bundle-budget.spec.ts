import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { initialJsBudgetsKb, routeChunkBudgetKb } from './support/bundle-budgets'
import { buildChunks, initialJs, kb, type RouteJs } from './support/bundle-sizes'
import { signIn } from './support/sign-in'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The build the e2e servers serve (`npm run test:e2e` builds it first). */
const distDir = path.resolve('dist')

/** How a route's figure reads in a failure: the route, the figure, the budget, the largest files. */
const overBudget = (route: RouteJs, budgetKb: number) =>
  `Initial JS of ${route.path} is ${kb(route.gzipBytes)} KB gzip, over its budget of ${budgetKb} KB ` +
  `(tests/e2e/support/bundle-budgets.ts); ${route.scripts.length} files, largest: ` +
  [...route.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((script) => `${script.url} ${kb(script.gzipBytes)} KB`)
    .join(', ')

/** A new candidate signed in through /login; with `finished`, as a phone that saw onboarding end. */
async function signedIn(page: Page, phone: string, finished: boolean): Promise<StorageState> {
  await signIn(page, phone)
  const state = await page.context().storageState()
  if (!finished) return state
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [...origin.localStorage, { name: 'onboardingStatus', value: '0' }],
    })),
  }
}

const routes: {
  path: string
  signedIn?: 'onboarding' | 'finished'
  shown: (page: Page) => Promise<void>
}[] = [
  {
    path: '/',
    shown: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/login',
    shown: (page) => expect(page.getByLabel('Mobile number')).toBeVisible(),
  },
  {
    path: '/onboarding',
    signedIn: 'onboarding',
    shown: (page) =>
      expect(
        page.getByRole('heading', { name: 'Complete Your Profile', exact: true }),
      ).toBeVisible(),
  },
  {
    path: '/dashboard',
    signedIn: 'finished',
    shown: (page) =>
      expect(page.getByRole('heading', { name: 'Your active job submissions' })).toBeVisible(),
  },
  {
    path: '/submissions',
    signedIn: 'finished',
    shown: (page) =>
      expect(page.getByRole('heading', { name: 'Submissions', exact: true })).toBeVisible(),
  },
]

/**
 * The JavaScript budgets, measured as `npm run bench` measures them (one
 * implementation: tests/e2e/support/bundle-sizes.ts) on the build this run serves.
 */
test.describe('JavaScript budgets', () => {
  for (const route of routes) {
    test(`initial JS of ${route.path} is within its budget`, async ({
      browser,
      page,
      baseURL,
      phone,
    }) => {
      const budgetKb = initialJsBudgetsKb[route.path]
      if (budgetKb === undefined) throw new Error(`No budget for ${route.path}`)
      const state = route.signedIn
        ? await signedIn(page, phone, route.signedIn === 'finished')
        : undefined
      const measured = await initialJs(browser, baseURL ?? '', route.path, state, route.shown)
      expect(measured.finalPath, `${route.path} was measured where it ended up`).toBe(route.path)
      expect(
        kb(measured.gzipBytes) <= budgetKb ? [] : [overBudget(measured, budgetKb)],
        'initial JS within budget',
      ).toEqual([])
    })
  }

  test('every route chunk is within the route chunk budget', () => {
    const over = buildChunks(distDir)
      .filter((chunk) => chunk.kind === 'route' && kb(chunk.gzipBytes) > routeChunkBudgetKb)
      .map(
        (chunk) =>
          `${chunk.file} is ${kb(chunk.gzipBytes)} KB gzip, over the route chunk budget of ` +
          `${routeChunkBudgetKb} KB (tests/e2e/support/bundle-budgets.ts)`,
      )
    expect(over, 'route chunks within budget').toEqual([])
  })
})
