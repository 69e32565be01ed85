import { describe, expect, it } from 'vitest'
import { createLocalSessionRevocations } from './session-revocations'

const SESSION = '0b6f2c1e-8d4a-4f3b-9c2d-1a2b3c4d5e6f'

describe('local session revocations (one process)', () => {
  it('tells every listener before publish returns, even when one throws', async () => {
    const errors: unknown[] = []
    const revocations = createLocalSessionRevocations((error) => errors.push(error))
    const heard: string[] = []
    revocations.onRevoked(() => {
      throw new Error('listener failed')
    })
    revocations.onRevoked((sessionId) => heard.push(sessionId))
    await revocations.publish(SESSION)
    expect(heard).toEqual([SESSION])
    expect(errors).toHaveLength(1)
  })

  it('tells nobody once closed', async () => {
    const revocations = createLocalSessionRevocations(() => undefined)
    const heard: string[] = []
    revocations.onRevoked((sessionId) => heard.push(sessionId))
    await revocations.close()
    await revocations.publish(SESSION)
    expect(heard).toEqual([])
  })
})
