import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DataExport } from '@contract/data-export'
import { CANDIDATE_ID } from '@/entities/candidate/testing/candidate-profile'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { DATA_EXPORT_POLL_MS } from '../api/get-data-export-status'
import { DownloadMyDataCard } from './download-my-data-card'

/** 'Download my data' on /profile: asking, waiting (polled), the link and its expiry. */

const STATUS = 'GET /api/Candidate/DataExportStatus'
const REQUEST = 'POST /api/Candidate/RequestDataExport'
const DOWNLOAD_URL = 'https://blobs.example.test/c/data-export/e.zip?sig=read'

const pending: DataExport = {
  exportId: '7d7c2f0e-5a8e-4f57-9a59-0d6f3c1b2a10',
  status: 'pending',
  requestedAt: '2026-11-24T15:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  size: null,
}
const ready: DataExport = {
  ...pending,
  status: 'ready',
  readyAt: '2026-11-24T15:01:00.000Z',
  // Far ahead of the test's clock, so the link has not run out while the card shows.
  expiresAt: '2099-11-25T15:01:00.000Z',
  downloadUrl: DOWNLOAD_URL,
  size: Math.round(2.4 * 1024 * 1024),
}
const ok = (data: DataExport | null) => jsonResponse({ status: true, message: 'ok', data })

/** A server whose export, once asked for, moves through `states` one status call at a time. */
function serve(initial: DataExport | null, states: DataExport[] = []) {
  let current = initial
  const network = stubFetch(
    routeFetch({
      [STATUS]: () => {
        if (current?.status === 'pending' && states.length > 0) current = states.shift()!
        return ok(current)
      },
      [REQUEST]: () => {
        current = pending
        return ok(pending)
      },
    }),
  )
  const calls = (route: string) =>
    network.requests.filter(
      (request) => `${request.method} ${new URL(request.url).pathname}` === route,
    )
  return { ...network, calls }
}

const render = () =>
  renderWithRouter({ '/profile': DownloadMyDataCard }, { initialPath: '/profile' })

let online = true

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(() => {
  vi.useRealTimers()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Download my data', () => {
  it('asks, says it is preparing while it polls, then offers the link and when it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const network = serve(null, [pending, ready])
    await render()
    expect(screen.getByRole('region', { name: 'Download my data' })).toBeTruthy()
    const ask = await screen.findByRole('button', { name: 'Download my data' })
    await userEvent.click(ask)

    expect(await screen.findByText('Preparing your data...')).toBeTruthy()
    const status = screen.getByRole('status', { name: '' })
    expect(status).toHaveTextContent('Preparing your data...')
    expect(status).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull()
    const [sent] = network.calls(REQUEST)
    expect(await sent!.json()).toEqual({ candidateId: CANDIDATE_ID })

    // Asked again every few seconds while it is being made.
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS))
    expect(screen.getByText('Preparing your data...')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS))
    expect(await screen.findByText('Your data is ready')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Download my data (ZIP file)' })
    expect(link).toHaveAttribute('href', DOWNLOAD_URL)
    expect(screen.getByText('ZIP file, 2.4 MB')).toBeTruthy()
    expect(screen.getByText(/^Link expires Nov 25, 2099,? \d{1,2}:\d{2}\s[AP]M$/)).toBeTruthy()

    // Ready: no more asking.
    const polls = network.calls(STATUS).length
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS * 5))
    expect(network.calls(STATUS)).toHaveLength(polls)
  })

  it('an export that failed says so and can be asked for again; so can an expired one', async () => {
    serve({ ...pending, status: 'failed' })
    const { unmount } = await render()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not prepare your data. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
    unmount()

    vi.unstubAllGlobals()
    serve({ ...ready, status: 'expired', downloadUrl: null })
    await render()
    expect(
      await screen.findByText('Your last link expired. Ask again to get a new one.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says so in plain words when asked too often', async () => {
    stubFetch(
      routeFetch({
        [STATUS]: () => ok(null),
        [REQUEST]: () =>
          jsonResponse(
            {
              status: false,
              message: 'You have asked for your data 5 times today.',
              error: { code: 'rate_limited', details: { retryAfterSeconds: 3600 } },
            },
            429,
          ),
      }),
    )
    await render()
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You asked many times today. Please try again tomorrow.',
    )
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
  })

  it('offline, says a connection is needed and sends nothing', async () => {
    online = false
    const network = serve(null)
    await render()
    const ask = await screen.findByRole('button', { name: 'Download my data' })
    expect(ask).toBeDisabled()
    expect(ask).toHaveAccessibleDescription(
      'You are offline. Downloading your data needs a connection.',
    )
    await userEvent.click(ask)
    expect(network.calls(REQUEST)).toHaveLength(0)
  })

  it('speaks Spanish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(null, [ready])
    await render()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('region', { name: 'Descargar mis datos' })).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }))
    expect(await screen.findByText('Preparando tus datos...')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS))
    expect(await screen.findByText('Tus datos están listos')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Descargar mis datos (archivo ZIP)' })).toHaveAttribute(
      'href',
      DOWNLOAD_URL,
    )
    expect(screen.getByText('Archivo ZIP, 2.4 MB')).toBeTruthy()
    expect(
      screen.getByText(/^El enlace vence el 25 nov 2099,? \d{1,2}:\d{2}\s[ap]\.\s?m\.$/),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Preparando tus datos...')).toBeNull())
  })
})
