import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CATALOGUE_SIZE, generateJobs } from '../../server/catalogue/generate-jobs'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import { openDatabase } from '../../server/db/client'
import type { SlotValues } from '../../server/interview/extract'
import { createLogger } from '../../server/logger'
import { generateCandidates } from '../../tests/support/generate-candidates'
import { matchCandidate } from '../../server/matching/match-candidate'
import { percentile } from '../api-latency'
import { bars } from '../bars'
import { withCleanup } from '../cleanup'
import type { Bar, Measure, MeasureGroup } from '../measure'

/**
 * Matching one candidate (p95 <= 20 ms on the catalogue, <= 250 ms on 100,000
 * jobs): matchCandidate for seeded, realistic candidates (server/matching/generate-candidates.ts)
 * one after another, on embedded PGlite in a temporary directory, as the profile analysis
 * runs it. The first candidates warm up (JIT, the zip code table) and are not counted.
 */
const CANDIDATES = 200
const WARM_UP = 20
const CANDIDATE_SEED = 20260401
const LARGE_CATALOGUE = 100_000

interface Timing {
  p50Ms: number
  p95Ms: number
  maxMs: number
  medianMatches: number
  maxMatches: number
}

const round = (value: number) => Math.round(value * 10) / 10

async function timeCatalogue(
  jobCount: number,
  candidates: readonly SlotValues[],
  log: (line: string) => void,
): Promise<Timing> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-matching-'))
  return withCleanup(
    () => rmSync(dir, { recursive: true, force: true }),
    async () => {
      const handle = await openDatabase({ pgliteDir: path.join(dir, 'db') })
      try {
        await handle.migrate()
        const seeded = await seedJobCatalogue(handle.db, createLogger('silent'), () =>
          generateJobs({ count: jobCount }),
        )
        log(`Matching: ${seeded.inserted} jobs seeded in ${seeded.ms} ms`)
        for (const candidate of candidates.slice(0, WARM_UP))
          await matchCandidate(handle.db, candidate)
        const times: number[] = []
        const matchCounts: number[] = []
        for (const candidate of candidates.slice(WARM_UP)) {
          const started = performance.now()
          const matches = await matchCandidate(handle.db, candidate)
          times.push(performance.now() - started)
          matchCounts.push(matches.length)
        }
        times.sort((a, b) => a - b)
        matchCounts.sort((a, b) => a - b)
        return {
          p50Ms: round(percentile(times, 50)),
          p95Ms: round(percentile(times, 95)),
          maxMs: round(times[times.length - 1] ?? Number.NaN),
          medianMatches: percentile(matchCounts, 50),
          maxMatches: matchCounts[matchCounts.length - 1] ?? 0,
        }
      } finally {
        await handle.close()
      }
    },
  )
}

function measureOf(id: string, label: string, timing: Timing, bar: Bar): Measure {
  const counted = CANDIDATES - WARM_UP
  return {
    id: `matching.${id}.p95`,
    label: `Matching p95, ${label}`,
    value: timing.p95Ms,
    unit: 'ms',
    bar,
    note: `${counted} seeded candidates after ${WARM_UP} of warm-up: p50 ${timing.p50Ms} ms, max ${timing.maxMs} ms; matches per candidate median ${timing.medianMatches}, max ${timing.maxMatches}`,
    detail: timing,
  }
}

export const matching: MeasureGroup = {
  name: 'Matching',
  async run({ log }) {
    const candidates = await generateCandidates({ seed: CANDIDATE_SEED, count: CANDIDATES })
    const catalogue = await timeCatalogue(CATALOGUE_SIZE, candidates, log)
    log(`Matching on ${CATALOGUE_SIZE} jobs: p95 ${catalogue.p95Ms} ms`)
    const large = await timeCatalogue(LARGE_CATALOGUE, candidates, log)
    log(`Matching on ${LARGE_CATALOGUE} jobs: p95 ${large.p95Ms} ms`)
    return [
      measureOf('catalogue', '2,400-job catalogue', catalogue, bars.matchingCatalogueP95Ms),
      measureOf('large', '100,000 jobs', large, bars.matchingLargeP95Ms),
    ]
  },
}
