import { readStorage } from '@/shared/storage/local-storage'

/**
 * Signed in means an access token is stored (docs/product.md#sign-in). On its own, so a prerendered
 * page can ask before anything else of the session (analytics among it) is loaded.
 */
export const isSignedIn = (): boolean => Boolean(readStorage('accessToken'))
