import type { EngagementRow } from '../../services/engagements'
import { readEngagementProgress } from './engagement-progress'
import {
  InterviewSession,
  type InterviewSessionDeps,
  type SessionTiming,
  type SignalChannel,
} from './interview-session'

/** What every session shares; the engagement-bound parts are made per session. */
export type InterviewCallsDeps = Omit<InterviewSessionDeps, 'store' | 'onEnded' | 'onTiming'> & {
  storeFor(engagementId: string): InterviewSessionDeps['store']
  onTiming?: (engagementId: string, timing: SessionTiming) => void
}

/**
 * The live interviews of this server process, by engagement id. A socket for an engagement
 * with no live session (first connect, or after a server restart) starts one from the stored
 * record, so the interview resumes where it stopped.
 */
export class InterviewCalls {
  readonly #deps: InterviewCallsDeps
  readonly #sessions = new Map<string, InterviewSession>()

  constructor(deps: InterviewCallsDeps) {
    this.#deps = deps
  }

  get size(): number {
    return this.#sessions.size
  }

  /** Joins a socket to its engagement's session; the row must be open (status checked). */
  connect(row: EngagementRow, channel: SignalChannel): InterviewSession {
    let session = this.#sessions.get(row.id)
    if (!session || session.ended) {
      const status = row.status === 'in_progress' ? 'in_progress' : 'connecting'
      const { onTiming, storeFor, ...shared } = this.#deps
      const created: InterviewSession = new InterviewSession(
        row.id,
        readEngagementProgress(row),
        status,
        {
          ...shared,
          store: storeFor(row.id),
          ...(onTiming ? { onTiming: (timing: SessionTiming) => onTiming(row.id, timing) } : {}),
          onEnded: () => {
            if (this.#sessions.get(row.id) === created) this.#sessions.delete(row.id)
          },
        },
      )
      session = created
      this.#sessions.set(row.id, session)
    }
    session.attach(channel)
    return session
  }

  /** Engagements a newer 'I agree' replaced: their calls end now. */
  drop(engagementIds: readonly string[]): void {
    for (const id of engagementIds) this.#sessions.get(id)?.drop()
  }

  /** Server shutdown: every call drops with 4000 and stays resumable in the database. */
  async close(): Promise<void> {
    const sessions = [...this.#sessions.values()]
    this.#sessions.clear()
    await Promise.all(sessions.map((session) => session.shutdown()))
  }
}
