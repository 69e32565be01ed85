import type { Config } from './types'

/**
 * On PostgreSQL a deployment may run several nodes. Keys left to DATA_DIR are generated per
 * machine, so tokens, sign-in codes and push subscriptions made on one node would fail on
 * another: say so once at start (docs/operations.md lists what nodes share).
 */
export function sharedKeysWarning(
  config: Pick<Config, 'databaseUrl' | 'jwtSecret' | 'push'>,
): string | undefined {
  if (!config.databaseUrl) return undefined
  const missing = [
    ...(config.jwtSecret ? [] : ['JWT_SECRET']),
    ...(config.push.vapidKeys ? [] : ['VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY']),
  ]
  if (missing.length === 0) return undefined
  return `Not set: ${missing.join(', ')}. Keys generated in DATA_DIR work only on nodes sharing that directory: set the same values on every node of a deployment`
}
