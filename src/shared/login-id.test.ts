import { describe, expect, it } from 'vitest'
import { computeLoginId } from './login-id'

describe('computeLoginId', () => {
  it('is the hex HMAC-SHA256 of +1 and the digits (known answer, openssl dgst -hmac)', async () => {
    await expect(computeLoginId('5551234567', 'hirelane-login-id-v1')).resolves.toBe(
      '574c57fc16a70643d1cfe46cfc886a44e3a30b529fca50cc6882a051ff6374dd',
    )
  })

  it('uses the configured key by default and gives the 64 hex characters the server checks', async () => {
    const loginId = await computeLoginId('5551234567')
    expect(loginId).toMatch(/^[0-9a-f]{64}$/)
    expect(loginId).toBe(await computeLoginId('5551234567', 'hirelane-login-id-v1'))
  })

  it('differs per number', async () => {
    expect(await computeLoginId('5551234567')).not.toBe(await computeLoginId('5551234568'))
  })
})
