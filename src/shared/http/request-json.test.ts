import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { okEnvelope } from '@contract/envelope'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { publicApi } from './api-clients'
import { ApiError, toErrorMessage } from './api-error'
import { requestJson } from './request-json'

const schema = okEnvelope(v.object({ sessionToken: v.string() }))
const call = () =>
  requestJson(schema, () => publicApi.post('api/SMSLogin/SignUpAndLogin', { json: {} }))
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('requestJson', () => {
  it('returns the validated body', async () => {
    stubFetch(() => jsonResponse({ status: true, message: 'ok', data: { sessionToken: 'abc' } }))
    await expect(call()).resolves.toEqual({
      status: true,
      message: 'ok',
      data: { sessionToken: 'abc' },
    })
  })

  it('turns a body that breaks the contract into a clear ApiError', async () => {
    stubFetch(() => jsonResponse({ status: true, message: 'ok', data: { sessionToken: 42 } }))
    const error = await failureOf(call())
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 200,
      userMessage: 'The server sent an unexpected response',
    })
    expect((error as ApiError).message).toContain('data.sessionToken')
  })

  it('turns a body that is not JSON into a clear ApiError', async () => {
    stubFetch(() => new Response('<html>gateway</html>', { status: 200 }))
    const error = await failureOf(call())
    expect(error).toBeInstanceOf(ApiError)
    expect(toErrorMessage(error, 'Failed to send OTP')).toBe(
      'The server sent an unexpected response',
    )
  })
})

describe('error message precedence (docs/product.md#calls-and-errors)', () => {
  it('shows the server message of the error envelope first', async () => {
    stubFetch(() =>
      jsonResponse(
        { status: false, message: 'Too many codes requested', error: { code: 'rate_limited' } },
        429,
      ),
    )
    const error = await failureOf(call())
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(toErrorMessage(error, 'Failed to send OTP')).toBe('Too many codes requested')
  })

  it('else the transport message, e.g. a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failureOf(call())
    expect(toErrorMessage(error, 'Failed to send OTP')).toBe('Failed to fetch')
  })

  it("else the caller's fallback (an error without envelope)", async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }))
    const error = await failureOf(call())
    expect(error).toMatchObject({ status: 502 })
    expect(toErrorMessage(error, 'Failed to send OTP')).toBe('Failed to send OTP')
  })

  it("else 'Something failed'", async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }))
    expect(toErrorMessage(await failureOf(call()))).toBe('Something failed')
    expect(toErrorMessage(undefined)).toBe('Something failed')
  })
})
