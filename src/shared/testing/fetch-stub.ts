import { vi } from 'vitest'

/** A JSON response as the server would send it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export type FetchHandler = (request: Request) => Response | Promise<Response>

/**
 * Replaces globalThis.fetch (what ky calls) with `handler`; every request is recorded.
 * Undo with vi.unstubAllGlobals() (or `unstubGlobals: true` in the config).
 */
export const stubFetch = (handler: FetchHandler) => {
  const requests: Request[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init)
    requests.push(request.clone())
    return handler(request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, requests }
}

/** Routes by 'METHOD /path' (query string ignored); anything else answers 404. */
export const routeFetch =
  (routes: Record<string, FetchHandler>): FetchHandler =>
  (request) => {
    const url = new URL(request.url)
    const route = routes[`${request.method} ${url.pathname}`]
    return route
      ? route(request)
      : jsonResponse({ status: false, message: 'Not found', error: { code: 'not_found' } }, 404)
  }
