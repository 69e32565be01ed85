import type { AccessSession } from '../services/auth/access-sessions'

export interface AppEnv {
  Variables: {
    requestId: string
    /** Set by requireAuth. */
    auth: AccessSession
  }
}
