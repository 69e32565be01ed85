import { describe, expect, it } from 'vitest'
import { relatedAppInstalled } from './related-app'

const navigatorWith = (apps: unknown) =>
  ({ getInstalledRelatedApps: async () => apps }) as unknown as Navigator

describe('relatedAppInstalled', () => {
  it('is true when the browser lists this web app as installed', async () => {
    expect(await relatedAppInstalled(navigatorWith([{ platform: 'webapp', url: '/x' }]))).toBe(true)
  })

  it('is false for an empty list, other platforms, no API or a failure', async () => {
    expect(await relatedAppInstalled(navigatorWith([]))).toBe(false)
    expect(await relatedAppInstalled(navigatorWith([{ platform: 'play', id: 'x' }]))).toBe(false)
    expect(await relatedAppInstalled({} as Navigator)).toBe(false)
    const failing = {
      getInstalledRelatedApps: async () => {
        throw new Error('not allowed')
      },
    } as unknown as Navigator
    expect(await relatedAppInstalled(failing)).toBe(false)
  })
})
