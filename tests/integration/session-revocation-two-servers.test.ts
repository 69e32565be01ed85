import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints'
import { ENGAGEMENT_ENDED_CLOSE } from '../../contract/interview'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { REVOCATION_LISTENER_NAME } from '../../server/services/auth/postgres-session-revocations'
import { findEngagement } from '../../server/services/engagements'
import { startServer, type RunningServer } from '../../server/start-server'
import { createPostgresDatabase } from './support/databases'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  type ApiSession,
} from './support/running-server'
import { openSignalingSocket, type OpenSocket } from './support/signaling-socket'

/**
 * Revocation across nodes (docs/adr/0091): a logout answered by one server ends the live call
 * another server holds (4001, abandoned), and so does an account deletion, through PostgreSQL's
 * NOTIFY on `session_revoked`; and a node whose listening connection is lost listens again.
 */
const SHARED_SECRET = randomBytes(32).toString('base64url')

describe('session revocation across two servers on one PostgreSQL database', () => {
  let serverA: RunningServer
  let serverB: RunningServer
  let handle: DatabaseHandle
  let cleanUp: () => Promise<void>

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-revocations-'))
    const database = await createPostgresDatabase()
    const azurite = await startEmbeddedAzurite(join(dataDir, 'blobs'))
    cleanUp = async () => {
      await azurite.stop()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    const start = (name: string) =>
      startServer({
        env: {
          DATA_DIR: join(dataDir, name),
          STATIC_DIR: join(dataDir, 'no-build'),
          LOG_LEVEL: 'silent',
          DATABASE_URL: database.url,
          BLOB_CONNECTION_STRING: azurite.connectionString,
          // One deployment: a token signed by either node is good on both.
          JWT_SECRET: SHARED_SECRET,
        },
        port: 0,
      })
    serverA = await start('a')
    serverB = await start('b')
    handle = await openDatabase({ url: database.url })
  })

  afterAll(async () => {
    await handle?.close()
    await serverA?.close()
    await serverB?.close()
    await cleanUp?.()
  })

  let nextPhone = 0
  const newPhone = () => `20655${String(8900 + nextPhone++).padStart(5, '0')}`

  /** A candidate signed in on server A whose web call is live on server B (its 'waiting' state). */
  async function callLiveOnB(): Promise<{
    candidate: ApiSession
    engagementId: string
    socket: OpenSocket
  }> {
    const candidate = await signInOverHttp(serverA, newPhone())
    const setup = await createEngagementOverHttp(serverB, candidate)
    expect(new URL(setup.callEndpointUri).port).toBe(String(serverB.port))
    const socket = await openSignalingSocket(setup.callEndpointUri, {
      origin: serverB.url,
      accessToken: candidate.accessToken,
    })
    await eventually(
      () => Promise.resolve(socket.messages.length),
      (count) => count > 0,
    )
    expect(socket.messages[0]).toMatchObject({ type: 'state', phase: 'waiting' })
    return { candidate, engagementId: setup.engagementId, socket }
  }

  async function logOutOnA(candidate: ApiSession) {
    const response = await fetch(`${serverA.url}/api/SMSLogin/Logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${candidate.accessToken}` },
    })
    expect(response.status).toBe(200)
  }

  /** The backends of the servers' revocation listeners on this database. */
  async function listenerBackends(): Promise<Array<{ pid: number; query: string }>> {
    const { rows } = await handle.executeSql(
      `SELECT pid, query FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [REVOCATION_LISTENER_NAME],
    )
    return rows as Array<{ pid: number; query: string }>
  }

  it('a logout on server A closes the call live on server B (4001) and abandons it', async () => {
    const { candidate, engagementId, socket } = await callLiveOnB()
    await logOutOnA(candidate)
    expect(await socket.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect((await findEngagement(handle.db, engagementId))?.status).toBe('abandoned')
  })

  it('deleting the account on server A closes the call live on server B (4001)', async () => {
    const { candidate, engagementId, socket } = await callLiveOnB()
    const deleted = await fetch(
      `${serverA.url}${endpoints.deleteCandidate.path}?candidateId=${candidate.userId}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${candidate.accessToken}`,
        },
        body: JSON.stringify({ reasons: ["I'm concerned about privacy"], otherReason: '' }),
      },
    )
    expect(deleted.status).toBe(200)
    expect(await socket.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect(await findEngagement(handle.db, engagementId)).toBeUndefined()
  })

  it('a node listens again after its listening connection is terminated', async () => {
    const before = await listenerBackends()
    // One listener per server.
    expect(before).toHaveLength(2)
    await handle.executeSql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [REVOCATION_LISTENER_NAME],
    )
    const oldPids = new Set(before.map((backend) => backend.pid))
    const listeningAgain = (backends: Array<{ pid: number; query: string }>) =>
      backends.filter((backend) => !oldPids.has(backend.pid) && backend.query.startsWith('LISTEN'))
    const after = await eventually(
      listenerBackends,
      (backends) => listeningAgain(backends).length === 2,
    )
    expect(listeningAgain(after)).toHaveLength(2)

    const { candidate, engagementId, socket } = await callLiveOnB()
    await logOutOnA(candidate)
    expect(await socket.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect((await findEngagement(handle.db, engagementId))?.status).toBe('abandoned')
  })
})
