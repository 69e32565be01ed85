import { AGENCY_PARTNERS } from '../../server/catalogue/agencies'
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  OPEN_APPLICATION_STATUSES,
  canTransition,
  type ApplicationStatus,
} from '../../contract/applications'
import {
  devAgencyReportsResponseSchema,
  devApplicationsResponseSchema,
  type DevApplication,
} from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { applicationStateHistory } from '../../server/db/schema'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import { completeEngagement, findEngagement } from '../../server/services/engagements'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  useRunningServer,
  type ApiSession,
} from './support/running-server'
import { WAREHOUSE_DALLAS } from './support/candidate-answers'

/**
 * `npm run agency` end to end: the CLI as its own process (npx tsx server/cli/agency.ts)
 * against a real server, whose applications come from a real interview and profile analysis.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PHONE = '2065559701'

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs the agency CLI with these arguments and waits for it to exit. */
function agency(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/cli/agency.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** npx's own notices (an npm config warning) are not the CLI's. */
const cliErrors = (run: Run) =>
  run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'))

/** A port nothing listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

describe('npm run agency against a running server', () => {
  const t = useRunningServer({ database: 'postgres' })
  let session: ApiSession
  let listed: DevApplication[]

  const serverArgs = () => ['--server', t.server.url]

  async function applicationsOverHttp(): Promise<DevApplication[]> {
    const response = await fetch(
      `${t.server.url}${endpoints.devApplications.path}?candidateId=${session.userId}`,
    )
    expect(response.status).toBe(200)
    return v.parse(devApplicationsResponseSchema, await response.json()).applications
  }

  const historyOf = (jobId?: string) =>
    t.db
      .select()
      .from(applicationStateHistory)
      .where(
        and(
          eq(applicationStateHistory.candidateId, session.userId),
          jobId === undefined ? undefined : eq(applicationStateHistory.jobId, jobId),
        ),
      )
      .orderBy(asc(applicationStateHistory.createdAt))

  beforeAll(async () => {
    // A candidate interviewed; the server's own profile analysis job applies for them.
    session = await signInOverHttp(t.server, PHONE)
    const { engagementId } = await createEngagementOverHttp(t.server, session)
    const row = await findEngagement(t.db, engagementId)
    if (!row) throw new Error('The engagement was not stored.')
    const progress = readEngagementProgress(row)
    const state = { ...progress.state, collected: WAREHOUSE_DALLAS }
    const completed = await completeEngagement(
      t.db,
      t.server.queue,
      engagementId,
      { ...progress, slots: WAREHOUSE_DALLAS, state, preferences: finalPreferences(state) },
      new Date(),
    )
    expect(completed).toBe(true)
    listed = await eventually(applicationsOverHttp, (applications) => applications.length === 10, {
      timeoutMs: 30_000,
    })
    expect(listed).toHaveLength(10)
  })

  it('agencies prints every agency partner; list --agency keeps that agency’s applications', async () => {
    const [agencies, ofAgency, unknown] = await Promise.all([
      agency(['agencies']),
      agency(['list', PHONE, '--agency', listed[0]!.agencySlug, ...serverArgs()]),
      agency(['list', PHONE, '--agency', 'nowhere', ...serverArgs()]),
    ])
    expect(cliErrors(agencies)).toEqual([])
    const agencyLines = agencies.stdout.trim().split('\n')
    expect(agencyLines).toHaveLength(AGENCY_PARTNERS.length)
    for (const partner of AGENCY_PARTNERS)
      expect(
        agencyLines.some((line) => line.startsWith(partner.slug) && line.includes(partner.name)),
      ).toBe(true)

    expect(ofAgency.code).toBe(0)
    const expected = listed.filter(
      (application) => application.agencySlug === listed[0]!.agencySlug,
    )
    const lines = ofAgency.stdout.trim().split('\n')
    expect(lines).toHaveLength(expected.length)
    for (const line of lines) expect(line).toContain(`(${listed[0]!.agencyName})`)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("No agency partner 'nowhere'")
  })

  it('reports <phone> prints the candidate reports the agencies received, one a line', async () => {
    // Sent by the server's own queue to its dev inbox, one per application.
    await eventually(
      async () => (await agency(['reports', PHONE, ...serverArgs()])).stdout.trim().split('\n'),
      (lines) => lines.length === listed.length,
      { timeoutMs: 30_000 },
    )
    const [run, json] = await Promise.all([
      agency(['reports', PHONE, ...serverArgs()]),
      agency(['reports', PHONE, '--json', ...serverArgs()]),
    ])
    expect(cliErrors(run)).toEqual([])
    const lines = run.stdout.trim().split('\n')
    for (const application of listed) {
      const line = lines.find((printed) => printed.includes(application.jobTitle))
      expect(line).toContain('candidate.report')
      expect(line).toContain(`+1${PHONE}`)
      expect(line).toContain(application.agencyName)
    }
    const reports = v.parse(devAgencyReportsResponseSchema.entries.reports, JSON.parse(json.stdout))
    const jobIdOf = ({ message }: (typeof reports)[number]) =>
      message.type === 'candidate.deleted' ? '' : message.data.application.jobId
    expect(new Set(reports.map(jobIdOf))).toEqual(
      new Set(listed.map((application) => application.jobId)),
    )
    const nobody = await agency(['reports', '2065559799', ...serverArgs()])
    expect(nobody).toMatchObject({ code: 0, stdout: 'No reports.\n' })
  })

  it('requests prints whom to call, when, and the agency of their best match', async () => {
    // The interviewed candidate asks for a person as well (a candidate may, after onboarding).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const asked = await fetch(`${t.server.url}${endpoints.requestPerson.path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        candidateId: session.userId,
        phone: PHONE,
        day: tomorrow,
        partOfDay: 'afternoon',
      }),
    })
    expect(asked.status).toBe(200)
    const [run, nobody] = await Promise.all([
      agency(['requests', PHONE, ...serverArgs()]),
      agency(['requests', '2065559799', ...serverArgs()]),
    ])
    expect(cliErrors(run)).toEqual([])
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`+1${PHONE}`)
    expect(lines[0]).toContain(`${tomorrow} afternoon (12-17h)`)
    const agencyNames = new Set(listed.map((application) => application.agencyName))
    expect([...agencyNames].some((name) => lines[0]!.endsWith(name))).toBe(true)
    expect(nobody).toMatchObject({ code: 0, stdout: 'No requests.\n' })
  })

  it('list <phone> prints every application of the candidate, one a line', async () => {
    const [run, nobody] = await Promise.all([
      agency(['list', PHONE, ...serverArgs()]),
      agency(['list', '2065559799', ...serverArgs()]),
    ])
    expect(cliErrors(run)).toEqual([])
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(listed.length)
    for (const application of listed) {
      const line = lines.find((printed) => printed.includes(application.jobId))
      expect(line).toBeDefined()
      expect(line).toContain(`+1${PHONE}`)
      expect(line).toContain(session.userId)
      expect(line).toContain('InReview')
      expect(line).toContain(`${application.jobTitle} at ${application.companyName}`)
    }
    expect(nobody).toMatchObject({ code: 0, stdout: 'No applications.\n' })
  })

  it('move <phone> <jobId> Interview moves it; a move the pipeline forbids exits 1 with the 409 message', async () => {
    const [application] = listed
    if (!application) throw new Error('no application')
    const moved = await agency(['move', PHONE, application.jobId, 'Interview', ...serverArgs()])
    expect(cliErrors(moved)).toEqual([])
    expect(moved.code).toBe(0)
    expect(moved.stdout).toBe(
      `${application.jobTitle} at ${application.companyName}: now Interview\n`,
    )
    const after = await applicationsOverHttp()
    expect(after.find((a) => a.jobId === application.jobId)?.status).toBe('Interview')
    expect(
      (await historyOf(application.jobId)).map((entry) => [
        entry.previousStatus,
        entry.currentStatus,
      ]),
    ).toEqual([
      [null, 'InReview'],
      ['InReview', 'Interview'],
    ])

    // Interview -> Hired skips the offer: the server answers 409 and nothing changes.
    const refused = await agency(['move', PHONE, application.jobId, 'Hired', ...serverArgs()])
    expect(refused.code).toBe(1)
    expect(cliErrors(refused)).toEqual(['An application in Interview cannot move to Hired.'])
    expect(refused.stdout).toBe('')
    expect((await applicationsOverHttp()).find((a) => a.jobId === application.jobId)?.status).toBe(
      'Interview',
    )
    expect(await historyOf(application.jobId)).toHaveLength(2)
  })

  it('simulate --every 1 --rounds 2 exits 0 having made only moves the pipeline allows', async () => {
    const before = await applicationsOverHttp()
    const entriesBefore = (await historyOf()).length
    const run = await agency(['simulate', '--every', '1', '--rounds', '2', ...serverArgs()])
    // A refused move would be printed as a warning: the simulation never tries one.
    expect(cliErrors(run)).toEqual([])
    expect(run.code).toBe(0)
    const rounds = [...run.stdout.matchAll(/^Round (\d): (\d+) open, (\d+) moved$/gm)]
    expect(rounds.map((round) => Number(round[1]))).toEqual([1, 2])
    const open = (application: DevApplication) =>
      (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(application.status)
    expect(Number(rounds[0]?.[2])).toBe(before.filter(open).length)
    const movedCount = rounds.reduce((sum, round) => sum + Number(round[3]), 0)

    // Every application's history is one unbroken chain of allowed moves, ending where it is.
    const after = await applicationsOverHttp()
    expect(after).toHaveLength(before.length)
    for (const application of after) {
      const history = await historyOf(application.jobId)
      expect(history[0]).toMatchObject({ previousStatus: null, currentStatus: 'InReview' })
      let status: ApplicationStatus = 'InReview'
      for (const entry of history.slice(1)) {
        expect(entry.previousStatus).toBe(status)
        expect(canTransition(status, entry.currentStatus)).toBe(true)
        status = entry.currentStatus
      }
      expect(application.status).toBe(status)
    }
    // One stage-history row per move it reported, and none it did not.
    expect((await historyOf()).length - entriesBefore).toBe(movedCount)
  })

  it('says no server answers, and exits 1, when the server is down', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const run = await agency(['list', PHONE, '--server', url])
    expect(run.code).toBe(1)
    expect(cliErrors(run)).toEqual([`No server answers at ${url}. Start it with npm start.`])
    expect(run.stdout).toBe('')
  })
})
