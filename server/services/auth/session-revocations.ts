/**
 * Revoked sign-in sessions, told to every server node: a logout or an account deletion on one
 * node must end the live interview calls of that session wherever they are held (docs/adr/0091).
 * The message is the session id alone: never a phone, token or name.
 */

export type RevocationListener = (sessionId: string) => void

export interface SessionRevocations {
  /** Tells every node the session is revoked; this node's listeners have heard it on return. */
  publish(sessionId: string): Promise<void>
  /** Hears every revocation published by any node from now on. */
  onRevoked(listener: RevocationListener): void
  /** Stops hearing revocations (server shutdown). */
  close(): Promise<void>
}

/** Listeners of this process; a listener's error is logged by the caller's `onError`. */
export class LocalRevocationListeners {
  readonly #listeners = new Set<RevocationListener>()

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: RevocationListener): void {
    this.#listeners.add(listener)
  }

  dispatch(sessionId: string): void {
    for (const listener of this.#listeners) {
      try {
        listener(sessionId)
      } catch (error) {
        this.onError(error)
      }
    }
  }

  clear(): void {
    this.#listeners.clear()
  }
}

/** One process (PGlite, the default): every live call is this process's, so telling it is enough. */
export function createLocalSessionRevocations(
  onError: (error: unknown) => void,
): SessionRevocations {
  const listeners = new LocalRevocationListeners(onError)
  return {
    publish: (sessionId) => {
      listeners.dispatch(sessionId)
      return Promise.resolve()
    },
    onRevoked: (listener) => listeners.add(listener),
    close: () => {
      listeners.clear()
      return Promise.resolve()
    },
  }
}
