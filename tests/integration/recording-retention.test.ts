import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints'
import { retentionPeriodsResponseSchema } from '../../contract/privacy'
import { blobErasures, candidates, engagements } from '../../server/db/schema'
import type { EngagementStatus } from '../../contract/interview'
import { createLogger } from '../../server/logger'
import {
  deleteExpiredRecordings,
  queueRecordingRetention,
} from '../../server/services/recording-retention'
import { useEmbeddedBlobStore } from './support/blob-store'
import { describeEachDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * RECORDING_RETENTION_DAYS: the 'recording-retention' job deletes the recordings of interviews
 * that ended longer ago than that, blob and reference together; it keeps newer ones and those
 * of an interview still going, and a second run, or two at once, changes nothing more.
 */

const blobs = useEmbeddedBlobStore()

const DAY_MS = 24 * 60 * 60 * 1000

interface Interview {
  id: string
  recording: string
}

describeEachDatabase('recording retention', (database) => {
  const newApp = async (env: Record<string, string> = {}) =>
    createTestApp(database.db, env, { blobs: blobs.store, queue: await database.queue() })

  async function newCandidate(t: TestApp): Promise<string> {
    const [row] = await database.db
      .insert(candidates)
      .values({
        phone: `+1206555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning({ id: candidates.id })
    if (!row) throw new Error('No candidate was inserted')
    return row.id
  }

  /**
   * An interview of `candidateId` with one spoken answer (its recording stored) and one typed;
   * `endedDaysAgo` undefined: still going, started `startedDaysAgo` ago.
   */
  async function interview(
    t: TestApp,
    candidateId: string,
    when: { status: EngagementStatus; endedDaysAgo?: number; startedDaysAgo: number },
  ): Promise<Interview> {
    const id = randomUUID()
    const now = t.clock.now().getTime()
    const started = new Date(now - when.startedDaysAgo * DAY_MS)
    const recording = `interviews/${id}/answer-q1-1.ogg`
    await blobs.store.write(recording, new Uint8Array([0x4f, 0x67, 0x67, 0x53]), 'audio/ogg')
    await database.db.insert(engagements).values({
      id,
      candidateId,
      kind: 'web',
      status: when.status,
      tokenHash: randomUUID(),
      tokenExpiresAt: new Date(started.getTime() + 60 * 60 * 1000),
      interviewState: {},
      answers: [
        { questionId: 'q1', source: 'voice', recording, durationMs: 2100, at: started },
        { questionId: 'q2', source: 'typed', text: 'Forklift, days', at: started },
      ],
      createdAt: started,
      startedAt: started,
      endedAt: when.endedDaysAgo === undefined ? null : new Date(now - when.endedDaysAgo * DAY_MS),
      updatedAt: started,
    })
    return { id, recording }
  }

  const answersOf = async (engagementId: string) => {
    const [row] = await database.db
      .select({ answers: engagements.answers, deletedAt: engagements.recordingsDeletedAt })
      .from(engagements)
      .where(eq(engagements.id, engagementId))
    return row as { answers: Array<Record<string, unknown>>; deletedAt: Date | null }
  }

  it('deletes a recording past the retention with its reference, keeps newer and live ones', async () => {
    const t = await newApp()
    expect(t.config.recordingRetentionDays).toBe(30)
    const candidateId = await newCandidate(t)
    const old = await interview(t, candidateId, {
      status: 'completed',
      endedDaysAgo: 31,
      startedDaysAgo: 31,
    })
    const recent = await interview(t, candidateId, {
      status: 'abandoned',
      endedDaysAgo: 29,
      startedDaysAgo: 29,
    })
    // Open for longer than the retention: only an ended interview's recordings age.
    const live = await interview(t, candidateId, { status: 'in_progress', startedDaysAgo: 40 })
    // A recording stored while its answer was never saved: it goes with its interview's.
    const unnamed = `interviews/${old.id}/answer-q9-9.ogg`
    await blobs.store.write(unnamed, new Uint8Array([1]), 'audio/ogg')

    await queueRecordingRetention(t.queue, t.clock.now())
    await t.runJobs(['recording-retention', 'blob-erasure'])

    expect(await blobs.store.list(`interviews/${old.id}/`)).toEqual([])
    const cleared = await answersOf(old.id)
    expect(cleared.deletedAt).toEqual(t.clock.now())
    // The answers stay, in order, with what was heard and typed; only the blob's name goes.
    expect(cleared.answers).toEqual([
      { questionId: 'q1', source: 'voice', durationMs: 2100, at: expect.any(String) },
      { questionId: 'q2', source: 'typed', text: 'Forklift, days', at: expect.any(String) },
    ])
    expect(await database.db.select().from(blobErasures)).toEqual([])

    for (const kept of [recent, live]) {
      expect(await blobs.store.list(`interviews/${kept.id}/`)).toEqual([kept.recording])
      const row = await answersOf(kept.id)
      expect(row.deletedAt).toBeNull()
      expect(row.answers[0]?.recording).toBe(kept.recording)
    }

    // Two days on, the recent one is past the retention too; the live one still is not.
    t.clock.advance(2 * DAY_MS)
    const logger = createLogger('silent')
    const deps = { db: database.db, queue: t.queue, logger }
    expect(await deleteExpiredRecordings(deps, 30, t.clock.now())).toBe(1)
    await t.runJobs(['blob-erasure'])
    expect(await blobs.store.list(`interviews/${recent.id}/`)).toEqual([])
    expect((await answersOf(recent.id)).answers[0]).not.toHaveProperty('recording')
    expect(await blobs.store.list(`interviews/${live.id}/`)).toEqual([live.recording])
  })

  it('is harmless run twice, one after the other or at once', async () => {
    const t = await newApp({ RECORDING_RETENTION_DAYS: '7' })
    const candidateId = await newCandidate(t)
    const old = await Promise.all(
      [8, 9, 10].map((days) =>
        interview(t, candidateId, {
          status: 'completed',
          endedDaysAgo: days,
          startedDaysAgo: days,
        }),
      ),
    )
    const deps = { db: database.db, queue: t.queue, logger: createLogger('silent') }
    const erasuresBefore = (await jobRows(database.db, 'blob-erasure')).length

    // Two runs at once share the work: each interview is handled once.
    const handled = await Promise.all([
      deleteExpiredRecordings(deps, 7, t.clock.now()),
      deleteExpiredRecordings(deps, 7, t.clock.now()),
    ])
    expect(handled[0] + handled[1]).toBe(3)
    const queued = (await jobRows(database.db, 'blob-erasure')).length - erasuresBefore
    expect(queued).toBeLessThanOrEqual(2)

    // Again later: nothing left to do, nothing queued.
    t.clock.advance(60 * 60 * 1000)
    expect(await deleteExpiredRecordings(deps, 7, t.clock.now())).toBe(0)
    expect((await jobRows(database.db, 'blob-erasure')).length - erasuresBefore).toBe(queued)

    await t.runJobs(['blob-erasure'])
    for (const { id } of old) {
      expect(await blobs.store.list(`interviews/${id}/`)).toEqual([])
      expect((await answersOf(id)).answers[0]).not.toHaveProperty('recording')
    }
  })

  it('states the configured number to anyone, for the consent step and the privacy policy', async () => {
    for (const [env, days] of [
      [{}, 30],
      [{ RECORDING_RETENTION_DAYS: '14' }, 14],
    ] as const) {
      const t = await newApp(env)
      const response = await t.app.request(endpoints.retentionPeriods.path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
      const body = v.parse(retentionPeriodsResponseSchema, await response.json())
      expect(body.data).toEqual({ recordingRetentionDays: days })
    }
  })

  it('queues one run an hour, however many nodes ask', async () => {
    const t = await newApp()
    const before = (await jobRows(database.db, 'recording-retention')).length
    await queueRecordingRetention(t.queue, t.clock.now())
    t.clock.advance(5 * 60 * 1000)
    await queueRecordingRetention(t.queue, t.clock.now())
    expect((await jobRows(database.db, 'recording-retention')).length - before).toBe(1)
    t.clock.advance(60 * 60 * 1000)
    await queueRecordingRetention(t.queue, t.clock.now())
    expect((await jobRows(database.db, 'recording-retention')).length - before).toBe(2)
    await t.runJobs(['recording-retention'])
  })
})
