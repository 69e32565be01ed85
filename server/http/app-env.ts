import type { AccessSession } from '../services/auth/access-sessions'

/** Routers that import AppDeps from here keep working; it is declared in server/app-deps.ts. */
export type { AppDeps } from '../app-deps'

export interface AppEnv {
  Variables: {
    requestId: string
    /** Set by requireAuth. */
    auth: AccessSession
  }
}
