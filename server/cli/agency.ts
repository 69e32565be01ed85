import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { applicationStatusSchema } from '../../contract/applications'
import type { DevAgencyReport, DevApplication, DevPersonRequest } from '../../contract/dev'
import { PART_OF_DAY_HOURS } from '../../contract/person-request'
import { AGENCY_PARTNERS, findAgency } from '../catalogue/agencies'
import { AgencyClient } from './agency-client'
import { nextSimulatedStatus } from './pipeline-moves'
import { readCandidate } from './read-candidate'

/**
 * npm run agency -- <command>: an agency's side of the pipeline, for people and demos.
 *
 *   agencies                                   the agency partners, and the metros they serve
 *   list [phone|candidateId] [--agency slug] [--open]
 *                                              applications, newest change first
 *   reports [phone] [--agency slug] [--json]   candidate reports the agencies received (dev inbox)
 *   requests [phone] [--json]                  candidates who asked to talk to a person, newest first
 *   move <phone|candidateId> <jobId> <status>  one application to a new status
 *   simulate [--every 180] [--rounds N] [--agency slug]
 *                                              moves open applications along realistic paths
 *
 * --server URL (or HIRELANE_URL) names the running server; default http://localhost:$PORT.
 */

const USAGE = `Usage: npm run agency -- <command> [--server URL]
  agencies
  list [phone|candidateId] [--agency SLUG] [--open]
  reports [phone] [--agency SLUG] [--json]
  requests [phone] [--json]
  move <phone|candidateId> <jobId> <status>
  simulate [--every SECONDS] [--rounds N] [--agency SLUG]
Statuses: InReview, Interview, JobOffer, Hired, Dismissed, CandidateDismissed, RecruiterDismissed`

function printApplications(applications: readonly DevApplication[]) {
  if (applications.length === 0) {
    console.log('No applications.')
    return
  }
  for (const application of applications) {
    console.log(
      [
        application.phone,
        application.candidateId,
        application.jobId,
        application.status.padEnd(18),
        String(application.matchScore).padStart(3),
        `${application.jobTitle} at ${application.companyName}`,
        `(${application.agencyName})`,
      ].join('  '),
    )
  }
}

async function move(client: AgencyClient, who: string, jobId: string, statusText: string) {
  const status = v.parse(applicationStatusSchema, statusText)
  const candidate = readCandidate(who)
  let candidateId = 'candidateId' in candidate ? candidate.candidateId : undefined
  if (!candidateId) {
    const [application] = (await client.list(candidate)).filter((a) => a.jobId === jobId)
    if (!application) throw new Error(`No application of ${who} for job ${jobId}.`)
    candidateId = application.candidateId
  }
  const moved = await client.move(candidateId, jobId, status)
  console.log(`${moved.jobTitle} at ${moved.companyName}: now ${moved.status}`)
}

/** One line per report: when, to whom, what, about whom. */
function printReports(reports: readonly DevAgencyReport[]) {
  if (reports.length === 0) {
    console.log('No reports.')
    return
  }
  for (const { id, agencyName, receivedAt, message } of reports) {
    if (message.type === 'candidate.deleted') {
      const count = message.data.reportIds.length
      console.log(
        [receivedAt, id, message.type.padEnd(24), agencyName, `forget ${count} report(s)`].join(
          '  ',
        ),
      )
      continue
    }
    const { application, candidate, interview } = message.data
    console.log(
      [
        receivedAt,
        id,
        message.type.padEnd(24),
        agencyName,
        `${candidate.name || '(no name)'} ${candidate.phone}`,
        `${application.jobTitle} at ${application.companyName}: ${application.status}, match ${application.matchScore}`,
        `${interview?.answers.length ?? 0} interview answers`,
      ].join('  '),
    )
  }
}

/** A phone number as the reports name it (+1 and 10 digits), from what was typed. */
function readPhone(typed: string, command = 'reports'): string {
  const who = readCandidate(typed)
  if (!('phone' in who) || !who.phone)
    throw new Error(`${command} takes a phone number, not ${typed}`)
  return who.phone
}

/** '8-12', '17-20': a part of the day's hours, the candidate's own time. */
const hoursOf = (part: DevPersonRequest['partOfDay']) =>
  `${PART_OF_DAY_HOURS[part].from}-${PART_OF_DAY_HOURS[part].to}h`

/** One line per request: whom to call, when, since when, and the agency of their best match. */
function printPersonRequests(requests: readonly DevPersonRequest[]) {
  if (requests.length === 0) {
    console.log('No requests.')
    return
  }
  for (const request of requests) {
    console.log(
      [
        request.phone,
        (request.candidateName || '(no name)').padEnd(24),
        `${request.day} ${request.partOfDay} (${hoursOf(request.partOfDay)})`.padEnd(30),
        `asked ${request.requestedAt}`,
        request.agencyName ?? '(no match yet)',
      ].join('  '),
    )
  }
}

/** The agency partners (server/catalogue/agencies.ts: the same on every server). */
function printAgencies() {
  for (const agency of AGENCY_PARTNERS) {
    console.log(
      [
        agency.slug.padEnd(14),
        agency.name.padEnd(30),
        `${agency.contactName} <${agency.contactEmail}> ${agency.contactPhone}`,
        `metros ${agency.metroCodes.join(' ')}`,
      ].join('  '),
    )
  }
}

/** The slug of an agency named by its slug or id; an unknown one is refused with the list. */
function agencySlug(slugOrId: string): string {
  const agency = findAgency(slugOrId)
  if (!agency) {
    throw new Error(
      `No agency partner '${slugOrId}'. Agencies: ${AGENCY_PARTNERS.map((a) => a.slug).join(', ')}`,
    )
  }
  return agency.slug
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function simulate(
  client: AgencyClient,
  everySeconds: number,
  rounds: number | undefined,
  agency: string | undefined,
) {
  for (let round = 1; rounds === undefined || round <= rounds; round += 1) {
    const open = await client.list({ openOnly: true, ...(agency ? { agency } : {}) })
    let moved = 0
    for (const application of open) {
      const next = nextSimulatedStatus(application.status, Math.random())
      if (!next) continue
      // Another agent (or a person) may have moved it since the list: skip, never stop.
      await client
        .move(application.candidateId, application.jobId, next)
        .then(() => (moved += 1))
        .catch((error: unknown) => console.warn(String(error)))
    }
    console.log(`Round ${round}: ${open.length} open, ${moved} moved`)
    if (rounds !== undefined && round === rounds) break
    await sleep(everySeconds * 1000)
  }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      server: { type: 'string' },
      open: { type: 'boolean', default: false },
      agency: { type: 'string' },
      json: { type: 'boolean', default: false },
      every: { type: 'string', default: '180' },
      rounds: { type: 'string' },
    },
  })
  const server =
    values.server ?? process.env.HIRELANE_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`
  const client = new AgencyClient(server)
  const [command, ...rest] = positionals
  const agency = values.agency === undefined ? undefined : agencySlug(values.agency)
  switch (command) {
    case 'agencies': {
      printAgencies()
      return
    }
    case 'list': {
      const who = rest[0] ? readCandidate(rest[0]) : {}
      printApplications(
        await client.list({ ...who, openOnly: values.open, ...(agency ? { agency } : {}) }),
      )
      return
    }
    case 'reports': {
      const phone = rest[0] ? readPhone(rest[0]) : undefined
      const reports = await client.reports({
        ...(phone ? { phone } : {}),
        ...(agency ? { agency } : {}),
      })
      if (values.json) console.log(JSON.stringify(reports, null, 2))
      else printReports(reports)
      return
    }
    case 'requests': {
      const phone = rest[0] ? readPhone(rest[0], 'requests') : undefined
      const requests = await client.personRequests(phone ? { phone } : {})
      if (values.json) console.log(JSON.stringify(requests, null, 2))
      else printPersonRequests(requests)
      return
    }
    case 'move': {
      const [who, jobId, status] = rest
      if (!who || !jobId || !status) throw new Error(USAGE)
      await move(client, who, jobId, status)
      return
    }
    case 'simulate': {
      const every = Number(values.every)
      const rounds = values.rounds === undefined ? undefined : Number(values.rounds)
      if (!Number.isInteger(every) || every < 1)
        throw new Error('--every takes whole seconds, 1 or more.')
      if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < 1)) {
        throw new Error('--rounds takes a whole number, 1 or more.')
      }
      await simulate(client, every, rounds, agency)
      return
    }
    default:
      throw new Error(USAGE)
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
