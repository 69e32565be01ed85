import type { Database } from '../../db/client'
import type { DropReason } from '../../interview/agent/interview-agent'
import { abandonCallsOfSession } from '../engagements'
import { revokeAccessSession } from './access-sessions'
import type { SessionRevocations } from './session-revocations'

export interface LogOutDeps {
  db: Database
  /** The live interview calls of this process: those of the session end now. */
  interview?: { calls: { drop(engagementIds: readonly string[], reason?: DropReason): void } }
  /** Tells every server node, so a call another node holds ends too. */
  revocations?: Pick<SessionRevocations, 'publish'>
}

/**
 * Logout (POST /api/SMSLogin/Logout): the session is revoked, so its access token and the call
 * tokens of its interviews stop working at once, and a web interview it has live is
 * abandoned and its call closed (4001) rather than left running for whoever holds the call URL,
 * on whichever server node holds it.
 */
export async function logOut(deps: LogOutDeps, sessionId: string, now: Date): Promise<void> {
  await revokeAccessSession(deps.db, sessionId, now)
  const ended = await abandonCallsOfSession(deps.db, sessionId, now)
  deps.interview?.calls.drop(ended, 'signedOut')
  await deps.revocations?.publish(sessionId)
}
