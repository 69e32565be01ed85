import pg from 'pg'

/**
 * Test-only: freezes the whole process at a chosen point of one database transaction, so a test
 * can kill -9 a server child exactly there (server-child-main.ts arms it on a stdin command).
 * It wraps node-postgres's Client#query, which every PostgreSQL statement of the server goes
 * through (drizzle's pool and transactions, pg-boss): the server's code runs unchanged.
 *
 * The transaction is the first one, after arming, that runs a statement matching `marker`:
 * - 'before-commit': the freeze comes as that transaction is about to send COMMIT (all its
 *   statements ran, none is committed);
 * - 'after-commit': the freeze comes once PostgreSQL acknowledged the COMMIT (all of it is
 *   durable, the caller never learns it: no answer, no job worked).
 */

export type PausePoint = 'before-commit' | 'after-commit'

interface QueryPause {
  at: PausePoint
  marker: RegExp
}

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown

const sqlText = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String(query.text)
      : ''

const isCommit = (text: string) => /^\s*commit\s*;?\s*$/i.test(text)
const endsTransaction = (text: string) => /^\s*(commit|rollback)\s*;?\s*$/i.test(text)

/** Installs the wrapper once; `arm` then sets (or replaces) the one pause to come. */
export function installQueryPause(freeze: (pause: QueryPause, sql: string) => never): {
  arm(pause: QueryPause): void
} {
  let armed: QueryPause | undefined
  /** The client whose open transaction ran the marker (one at a time). */
  let marked = new WeakSet<pg.Client>()
  let claimed = false
  const original = pg.Client.prototype.query as unknown as QueryFunction

  const wrapped: QueryFunction = function (this: pg.Client, ...args) {
    const text = sqlText(args[0])
    if (armed && !claimed && armed.marker.test(text)) {
      claimed = true
      marked.add(this)
    }
    if (armed && marked.has(this) && isCommit(text)) {
      const pause = armed
      if (pause.at === 'before-commit') freeze(pause, text)
      const result = original.apply(this, args)
      if (result instanceof Promise) {
        return result.then((value: unknown) => {
          freeze(pause, text)
          return value
        })
      }
      return result
    }
    if (marked.has(this) && endsTransaction(text)) {
      marked.delete(this)
      claimed = false
    }
    return original.apply(this, args)
  }
  pg.Client.prototype.query = wrapped as unknown as typeof pg.Client.prototype.query

  return {
    arm(pause) {
      armed = pause
      marked = new WeakSet()
      claimed = false
    },
  }
}
