import { appConfig } from '@/shared/config'

/**
 * The backend's origin: the configured API base URL, or the page's own origin. The build-time
 * prerender evaluates this module in Node, where there is no page and no call is ever made.
 */
export const apiPrefix = (): string =>
  appConfig.apiBaseUrl ||
  (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url, window.location.href).origin
  } catch {
    return undefined
  }
}

/** Tokens and the device id go only to the API origin, never to another host. */
export const isApiUrl = (url: string): boolean => {
  const origin = originOf(url)
  return origin !== undefined && origin === originOf(apiPrefix())
}
