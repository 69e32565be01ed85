import pg from 'pg'
import type { DatabaseHandle } from '../../db/client'
import type { Logger } from '../../logger'
import { LocalRevocationListeners, type SessionRevocations } from './session-revocations'

/** The NOTIFY channel every node listens on; the payload is the revoked session's id alone. */
const REVOCATION_CHANNEL = 'session_revoked'
/** The listener's application_name: how operators (and tests) find its backend. */
export const REVOCATION_LISTENER_NAME = 'hirelane-session-revocations'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface PostgresSessionRevocationsOptions {
  /** The database every node shares. */
  url: string
  /** Sends the NOTIFY (the server's pool). */
  executeSql: DatabaseHandle['executeSql']
  logger: Logger
  /** Waits between attempts to listen again after a lost connection: doubling, up to `max`. */
  retryMs?: { first: number; max: number }
}

/**
 * Several nodes on one PostgreSQL: a revocation is a NOTIFY on `session_revoked`, and each node
 * LISTENs on one dedicated connection (a pooled one would drop the LISTEN when it is handed
 * back), opened again whenever it is lost. Resolves once the node is listening. A revocation
 * sent while the connection is down is not heard; the call token is refused from then on anyway,
 * so such a call cannot reconnect.
 */
export async function startPostgresSessionRevocations(
  options: PostgresSessionRevocationsOptions,
): Promise<SessionRevocations> {
  const { url, executeSql, logger } = options
  const retry = options.retryMs ?? { first: 250, max: 10_000 }
  const listeners = new LocalRevocationListeners((error) =>
    logger.error({ err: error }, 'A session revocation listener failed'),
  )
  let client: pg.Client | undefined
  let retryTimer: NodeJS.Timeout | undefined
  /** An attempt to listen again under way: close waits for it, so no connection outlives it. */
  let reconnecting: Promise<void> | undefined
  let closed = false

  const listen = async (): Promise<void> => {
    const candidate = new pg.Client({
      connectionString: url,
      application_name: REVOCATION_LISTENER_NAME,
    })
    candidate.on('notification', (message) => {
      if (message.channel !== REVOCATION_CHANNEL || !message.payload) return
      if (UUID.test(message.payload)) listeners.dispatch(message.payload)
    })
    // A terminated backend or a network failure: 'error' and/or 'end', handled once.
    candidate.on('error', (error) => lost(candidate, error))
    candidate.on('end', () => lost(candidate))
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${REVOCATION_CHANNEL}`)
    } catch (error) {
      await candidate.end().catch(() => undefined)
      throw error
    }
    if (closed) {
      await candidate.end()
      return
    }
    client = candidate
  }

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return
    client = undefined
    void which.end().catch(() => undefined)
    if (closed) return
    logger.warn({ err: error }, 'Session revocation listener lost its connection; listening again')
    listenAgain(retry.first)
  }

  const listenAgain = (delayMs: number) => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      reconnecting = listen().then(
        () => {
          if (!closed) logger.info('Session revocation listener is listening again')
        },
        (error: unknown) => {
          if (closed) return
          logger.warn({ err: error }, 'Session revocation listener could not reconnect')
          listenAgain(Math.min(delayMs * 2, retry.max))
        },
      )
    }, delayMs)
  }

  await listen()

  return {
    publish: async (sessionId) => {
      // This node at once, whatever the database does; the NOTIFY's echo here finds nothing left.
      listeners.dispatch(sessionId)
      await executeSql('SELECT pg_notify($1, $2)', [REVOCATION_CHANNEL, sessionId])
    },
    onRevoked: (listener) => listeners.add(listener),
    close: async () => {
      closed = true
      clearTimeout(retryTimer)
      listeners.clear()
      await reconnecting
      const open = client
      client = undefined
      await open?.end()
    },
  }
}
