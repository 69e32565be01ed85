import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { MIN_COMPRESSED_BYTES, sendJson } from './json-response'

const small = { status: true, message: 'ok', data: { fullName: 'Ana Lopez' } }
const big = { status: true, message: 'ok', data: 'x'.repeat(MIN_COMPRESSED_BYTES * 4) }

function appAnswering(body: unknown) {
  const app = new Hono()
  app.get('/', (c) => sendJson(c, body, 201))
  return app
}

describe('sendJson', () => {
  it('sends a small answer as plain JSON, whatever the client accepts', async () => {
    const response = await appAnswering(small).request('/', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('Vary')).toContain('Accept-Encoding')
    expect(await response.json()).toEqual(small)
  })

  it('gzips a big answer for a client that takes gzip', async () => {
    const response = await appAnswering(big).request('/', {
      headers: { 'Accept-Encoding': 'deflate, gzip' },
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(MIN_COMPRESSED_BYTES)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big)
  })

  it('sends a big answer plain to a client that does not take gzip', async () => {
    const response = await appAnswering(big).request('/', { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.json()).toEqual(big)
  })
})
