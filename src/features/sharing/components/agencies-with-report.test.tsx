import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharingAgency } from '@contract/shared-reports'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import {
  AGENCY_ID,
  CANDIDATE_ID,
  localIso,
  loneStar,
  ok,
  pacific,
  SHARED_REPORTS,
  STOP_SHARING,
} from '../testing/fixtures'
import { AgenciesWithReport } from './agencies-with-report'

/** 'Agencies with your report' on /profile, stubbed at the network. */

const STOPPED_AT = localIso(2026, 11, 25, 11, 0)

const serve = (agencies: SharingAgency[] = [loneStar(), pacific()]) => {
  let stored = agencies
  const stub = stubFetch(
    routeFetch({
      [SHARED_REPORTS]: () => ok({ agencies: stored }),
      [STOP_SHARING]: async (request) => {
        const { agencyId } = (await request.json()) as { agencyId: string }
        stored = stored.map((agency) =>
          agency.agencyId === agencyId ? { ...agency, stoppedAt: STOPPED_AT } : agency,
        )
        return ok({ agencyId, stoppedAt: STOPPED_AT })
      },
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  return { ...stub, calls }
}

const renderSection = () =>
  renderScreen({ path: '/profile', component: () => <AgenciesWithReport /> })

const section = () => screen.findByRole('region', { name: 'Agencies with your report' })

// The screen loads the list on demand; loaded once here, no test waits on its first import.
beforeAll(() => import('./agencies-panel'))

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Agencies with your report', () => {
  it('lists each agency: how to reach it, how many jobs, the last report sent, or when sharing stopped', async () => {
    serve()
    await renderSection()
    const agencies = within(await section()).getAllByRole('listitem')
    expect(agencies).toHaveLength(2)

    const loneStarItem = within(
      screen.getByRole('listitem', { name: 'Lone Star Workforce Partners' }),
    )
    expect(
      loneStarItem.getByRole('link', { name: 'reports@lonestar-workforce.example.com' }),
    ).toHaveAttribute('href', 'mailto:reports@lonestar-workforce.example.com')
    expect(loneStarItem.getByRole('link', { name: '(214) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+12145550101',
    )
    expect(loneStarItem.getByText('Reports for 2 jobs')).toBeTruthy()
    // The newest report the agency took; the update on its way is not yet taken.
    expect(loneStarItem.getByText('Last sent Nov 22, 2026')).toBeTruthy()
    expect(
      loneStarItem.getByRole('button', { name: 'Stop sharing with Lone Star Workforce Partners' }),
    ).toBeTruthy()

    const pacificItem = within(screen.getByRole('listitem', { name: 'Pacific Freight Staffing' }))
    expect(pacificItem.getByText('Reports for 1 job')).toBeTruthy()
    expect(pacificItem.queryByText(/^Last sent/)).toBeNull()
    expect(pacificItem.getByText('Sharing stopped on Nov 23, 2026')).toBeTruthy()
    expect(pacificItem.queryByRole('button')).toBeNull()
  })

  it('is absent when no agency got a report', async () => {
    serve([])
    const { queryClient } = await renderSection()
    await waitFor(() =>
      expect(queryClient.getQueryState(['shared-reports', CANDIDATE_ID, 'agencies'])?.status).toBe(
        'success',
      ),
    )
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('stops sharing with an agency after asking', async () => {
    const { calls } = serve()
    await renderSection()
    await section()
    const item = screen.getByRole('listitem', { name: 'Lone Star Workforce Partners' })
    await userEvent.click(within(item).getByRole('button', { name: /^Stop sharing/ }))
    const dialog = screen.getByRole('dialog', {
      name: 'Stop sharing with Lone Star Workforce Partners?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, stop sharing' }))
    expect(await within(item).findByText('Sharing stopped on Nov 25, 2026')).toBeTruthy()
    expect(within(item).queryByRole('button')).toBeNull()
    expect(await calls(STOP_SHARING)[0]!.json()).toEqual({
      candidateId: CANDIDATE_ID,
      agencyId: AGENCY_ID,
    })
  })

  it('says it in Spanish', async () => {
    serve()
    await renderSection()
    await section()
    await act(() => switchLanguage('es'))
    const region = screen.getByRole('region', { name: 'Agencias con tu informe' })
    expect(region).toHaveTextContent('Informes de 2 trabajos')
    expect(region).toHaveTextContent('Informes de 1 trabajo')
    expect(region).toHaveTextContent('Último envío: 22 nov 2026')
    expect(region).toHaveTextContent('Dejaste de compartir el 23 nov 2026')
    expect(
      within(region).getByRole('button', {
        name: 'Dejar de compartir con Lone Star Workforce Partners',
      }),
    ).toBeTruthy()
  })
})
