import type { AgentLink } from './agent-link'
import {
  InterviewAgent,
  type DropReason,
  type InterviewAgentDeps,
  type InterviewStore,
  type InterviewTiming,
} from './interview-agent'
import type { EngagementProgress } from './interview-record'

/** An engagement whose call may run: the store checked its token and that it is open. */
export interface OpenInterview {
  engagementId: string
  status: 'connecting' | 'in_progress'
  progress: EngagementProgress
  /**
   * The sign-in session whose revocation ends the call (a web call's); a phone call has none:
   * its media stream is the provider's, and it goes on after a logout.
   */
  sessionId?: string
}

/** What every agent shares; the engagement-bound parts are made per agent. */
type InterviewCallsDeps = Omit<InterviewAgentDeps, 'store' | 'onEnded' | 'onTiming'> & {
  storeFor(engagementId: string): InterviewStore
  onTiming?: (engagementId: string, timing: InterviewTiming) => void
  /** A call became live here (its place, held since its start, is now the call's). */
  onStarted?: (engagementId: string) => void
}

/**
 * The live interviews of this server process, by engagement id. A link for an engagement with
 * no live agent (first connect, or after a server restart) starts one from the stored record,
 * so the interview resumes where it stopped.
 */
export class InterviewCalls {
  readonly #deps: InterviewCallsDeps
  readonly #agents = new Map<string, InterviewAgent>()
  /** The sign-in session of each live agent that has one, by engagement id. */
  readonly #sessions = new Map<string, string>()

  constructor(deps: InterviewCallsDeps) {
    this.#deps = deps
  }

  get size(): number {
    return this.#agents.size
  }

  /** Whether this engagement's call is live in this process. */
  has(engagementId: string): boolean {
    return this.#agents.has(engagementId)
  }

  /** Joins a connection to its interview's agent; the link is made for that agent. */
  connect<Link extends AgentLink>(
    open: OpenInterview,
    createLink: (agent: InterviewAgent) => Link,
  ): Link {
    const agent = this.#agentFor(open)
    const link = createLink(agent)
    agent.attach(link)
    return link
  }

  /** Engagements a newer 'I agree' replaced, or a logout ended: their calls end now. */
  drop(engagementIds: readonly string[], reason?: DropReason): void {
    for (const id of engagementIds) this.#agents.get(id)?.drop(reason)
  }

  /** The live calls of a revoked sign-in session (whichever node revoked it) end now. */
  dropSession(sessionId: string, reason?: DropReason): void {
    const ended = [...this.#sessions].filter(([, session]) => session === sessionId)
    this.drop(
      ended.map(([engagementId]) => engagementId),
      reason,
    )
  }

  /** Server shutdown: every call drops and stays resumable in the database. */
  async close(): Promise<void> {
    const agents = [...this.#agents.values()]
    this.#agents.clear()
    this.#sessions.clear()
    await Promise.all(agents.map((agent) => agent.shutdown()))
  }

  #agentFor(open: OpenInterview): InterviewAgent {
    const live = this.#agents.get(open.engagementId)
    if (live && !live.ended) return live
    const { onTiming, onStarted, storeFor, ...shared } = this.#deps
    const id = open.engagementId
    const created: InterviewAgent = new InterviewAgent(id, open.progress, open.status, {
      ...shared,
      store: storeFor(id),
      ...(onTiming ? { onTiming: (timing: InterviewTiming) => onTiming(id, timing) } : {}),
      onEnded: () => {
        if (this.#agents.get(id) !== created) return
        this.#agents.delete(id)
        this.#sessions.delete(id)
      },
    })
    this.#agents.set(id, created)
    onStarted?.(id)
    if (open.sessionId) this.#sessions.set(id, open.sessionId)
    else this.#sessions.delete(id)
    return created
  }
}
