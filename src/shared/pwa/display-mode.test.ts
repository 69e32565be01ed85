import { describe, expect, it } from 'vitest'
import { isIosDevice, isStandalone } from './display-mode'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

const windowWith = (standaloneQuery: boolean, safariStandalone?: boolean) =>
  ({
    matchMedia: (query: string) => ({
      matches: query === '(display-mode: standalone)' && standaloneQuery,
    }),
    navigator: { standalone: safariStandalone },
  }) as unknown as Window

describe('isIosDevice', () => {
  it('knows an iPhone, and an iPad asking for desktop pages by its touch screen', () => {
    expect(isIosDevice(IPHONE, 5)).toBe(true)
    expect(isIosDevice(IPAD_DESKTOP_MODE, 5)).toBe(true)
  })

  it('is false for a Mac (no touch) and for Android', () => {
    expect(isIosDevice(IPAD_DESKTOP_MODE, 0)).toBe(false)
    expect(isIosDevice(ANDROID, 5)).toBe(false)
  })
})

describe('isStandalone', () => {
  it('is true from the display-mode media query or Safari’s own flag', () => {
    expect(isStandalone(windowWith(true))).toBe(true)
    expect(isStandalone(windowWith(false, true))).toBe(true)
  })

  it('is false in a browser tab', () => {
    expect(isStandalone(windowWith(false))).toBe(false)
    expect(isStandalone(windowWith(false, false))).toBe(false)
  })
})
