/**
 * How many interviews this node runs at once. Past its capacity a new call would make every
 * live caller wait longer for the recruiter (the media and the recogniser share the node's
 * cores), so a new interview is not started here: the start is refused with a wait, and the
 * caller tries again (on this node or, behind a balancer, another). A call already live here
 * always reconnects.
 *
 * A start that is let in holds its place until its call connects (the browser asks for the
 * microphone first; the phone rings): without that hold, a burst of starts would all pass
 * before any of their calls counted.
 */

/** The live calls of this node, as InterviewCalls keeps them. */
interface LiveCallCount {
  readonly size: number
  has(engagementId: string): boolean
}

/** How long a start holds its place for a call that has not connected yet. */
export const ADMISSION_HOLD_MS = 60_000

/**
 * The wait a refused start is told to take. Calls end at any moment, so a short wait; the
 * screen retries by itself, and a balancer's next pick may be another node anyway.
 */
export const ADMISSION_RETRY_AFTER_SECONDS = 5

/** A place held for a start: bound to its engagement once made, or released if it failed. */
export interface AdmissionPlace {
  bind(engagementId: string): void
  release(): void
}

/** What a start needs of a node's admission: a place, or none when the node is full. */
export type InterviewPlaces = Pick<InterviewAdmission, 'reserve'>

interface Hold {
  engagementId: string | undefined
  expiresAt: number
}

export class InterviewAdmission {
  readonly capacity: number
  readonly #calls: LiveCallCount
  readonly #now: () => number
  readonly #holdMs: number
  readonly #holds = new Set<Hold>()

  constructor(options: {
    capacity: number
    calls: LiveCallCount
    now: () => number
    holdMs?: number
  }) {
    if (!Number.isInteger(options.capacity) || options.capacity < 1)
      throw new Error('An interview capacity is a whole number of at least 1.')
    this.capacity = options.capacity
    this.#calls = options.calls
    this.#now = options.now
    this.#holdMs = options.holdMs ?? ADMISSION_HOLD_MS
  }

  /** Live calls and the places held for calls on their way. */
  get taken(): number {
    this.#forgetSettledHolds()
    return this.#calls.size + this.#holds.size
  }

  /**
   * A place for a new interview, or undefined when the node is full. `replacing` are the
   * candidate's own open interviews, which the new one ends: their places are its to take, so
   * a candidate starting again after a failed call never waits for their own old one.
   */
  reserve(replacing: readonly string[] = []): AdmissionPlace | undefined {
    this.#forgetSettledHolds()
    for (const hold of this.#holds)
      if (hold.engagementId !== undefined && replacing.includes(hold.engagementId))
        this.#holds.delete(hold)
    const replacedLive = replacing.filter((id) => this.#calls.has(id)).length
    if (this.taken - replacedLive >= this.capacity) return undefined
    const hold: Hold = { engagementId: undefined, expiresAt: this.#now() + this.#holdMs }
    this.#holds.add(hold)
    return {
      bind: (engagementId) => {
        hold.engagementId = engagementId
      },
      release: () => {
        this.#holds.delete(hold)
      },
    }
  }

  /** The call of this engagement is live here now: it counts as a call, no longer as a hold. */
  started(engagementId: string): void {
    for (const hold of this.#holds) if (hold.engagementId === engagementId) this.#holds.delete(hold)
  }

  /**
   * Whether a call may join this node now: one already live here (a reconnect) or one whose
   * start holds a place here always may; another only while there is room.
   */
  mayConnect(engagementId: string): boolean {
    if (this.#calls.has(engagementId)) return true
    this.#forgetSettledHolds()
    for (const hold of this.#holds) if (hold.engagementId === engagementId) return true
    return this.#calls.size + this.#holds.size < this.capacity
  }

  /** Holds whose call never came in time. */
  #forgetSettledHolds(): void {
    const now = this.#now()
    for (const hold of this.#holds) if (hold.expiresAt <= now) this.#holds.delete(hold)
  }
}
