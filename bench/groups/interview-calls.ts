import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import * as v from 'valibot'
import { devPhoneCallsResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { toE164 } from '../../contract/phone'
import type { InterviewTiming } from '../../server/interview/agent/interview-agent'
import { HOLD_MS } from '../../server/interview/turn-taking'
import { startServer } from '../../server/start-server'
import { bars } from '../bars'
import { signInThroughApi, type ApiSession } from '../../tests/support/api-sign-in'
import type { CallerJob, CallerOutput, CallerReport } from '../caller-job'
import type { Measure, MeasureGroup } from '../measure'
import { sampleProcessTreeCpu, type CpuSampler } from '../process-tree-cpu'

/**
 * The AI recruiter under load (README.md#performance: median gap from end of speech to
 * recruiter speech <= 900 ms, tightened by docs/adr/0114 to a median <= 500 ms and p95 <= 900 ms;
 * >= 40 concurrent calls per core), on each transport: the browser's WebRTC call and
 * the phone's media stream (the same bars). The server runs in this process so its
 * own timestamps (InterviewTiming) and its CPU time are read directly, with the child processes
 * it runs (speech recognition and synthesis); the callers (werift with Opus, or Twilio-side
 * streams with mu-law, speaking a recorded answer) run in a child process whose own CPU time is
 * taken off.
 */
/** BENCH_LOAD_LEVELS (e.g. "40") narrows the levels, to profile one of them. */
const LOAD_LEVELS = (process.env.BENCH_LOAD_LEVELS ?? '5,10,20,40')
  .split(',')
  .map(Number)
  .filter((count) => Number.isInteger(count) && count > 0)
const LATENCY_ANSWERS = 6
const LOAD_ANSWERS = 2
/**
 * README.md#performance capacity bar, and the slip that counts as "end of answer detected late".
 */
const SLIP_LIMIT_MS = 100
/** The reply gap a loaded node must still keep (median), a little over the one-call bar. */
const GAP_UNDER_LOAD_MS = 550
const FRAME_MS = 20
/** The pause each end-of-answer decision waits for ('pending': the words came too late). */
const holdOf = (reason: keyof typeof HOLD_MS | 'pending') =>
  reason === 'pending' ? HOLD_MS.unheard : HOLD_MS[reason]

const epoch = (performanceMs: number) => performance.timeOrigin + performanceMs
const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const round = (value: number) => Math.round(value * 10) / 10

/**
 * Runs a caller process on `job`. Once it has printed its reports it waits, alive, until told to
 * go (bench/run-callers.ts): `serverCpuMs` is read then, with the caller left out of the tree.
 * An exited child's CPU time lands in its parent's (the server's), and taking off what the
 * caller said it used came out negative for the phone.
 */
function runCallers(script: string, job: CallerJob, serverCpu?: CpuSampler) {
  return new Promise<CallerOutput & { serverCpuMs: number; endedAt: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', script)], {
      stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    })
    // The callers are this process's children too: their work is not the server's.
    if (child.pid !== undefined) serverCpu?.exclude(child.pid)
    const { stdin, stdout } = child
    if (!stdin || !stdout) throw new Error(`${script}: no pipes`)
    let output = ''
    let result: (CallerOutput & { serverCpuMs: number; endedAt: number }) | undefined
    stdout.on('data', (chunk) => {
      output += String(chunk)
      if (result || !output.endsWith('\n')) return
      try {
        const reports = JSON.parse(output.trim().split('\n').pop() ?? '') as CallerOutput
        result = {
          ...reports,
          serverCpuMs: serverCpu?.stop() ?? 0,
          endedAt: performance.now(),
        }
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
      child.send('exit')
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`))
      if (result) resolve(result)
      else reject(new Error(`${script} exited without its reports`))
    })
    stdin.end(JSON.stringify(job))
  })
}

/** A call of one transport, as its caller process needs it. */
interface StartedCall {
  id: string
  endpoint: string
  callSid?: string
  accessToken?: string
}

interface CallTransport {
  /** Group name, measure id prefix and label prefix. */
  name: string
  /** bench/report.md of 26 November, before docs/adr/0114: the fixed 700 ms of silence. */
  before: { median: number; p95: number }
  id: string
  label: string
  callerScript: string
  /** 'I agree' for a signed-in candidate of this phone number, and what its caller connects to. */
  start(serverUrl: string, session: ApiSession, phone: string): Promise<StartedCall>
}

const authorised = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

const webCall: CallTransport = {
  name: 'Interview latency and capacity',
  id: 'interview',
  label: 'Interview',
  before: { median: 717, p95: 719 },
  callerScript: 'interview-callers.ts',
  async start(serverUrl, session) {
    const response = await fetch(
      `${serverUrl}${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${session.candidateId}`,
      { headers: authorised(session) },
    )
    const body = (await response.json()) as {
      data: { data: { callEndpointUri: string; engagementId: string } }
    }
    return {
      id: body.data.data.engagementId,
      endpoint: body.data.data.callEndpointUri,
      accessToken: session.accessToken,
    }
  },
}

const phoneCall: CallTransport = {
  name: 'Phone interview latency and capacity',
  id: 'phone',
  label: 'Phone interview',
  before: { median: 720, p95: 730 },
  callerScript: 'phone-callers.ts',
  async start(serverUrl, session, phone) {
    await fetch(`${serverUrl}${endpoints.consentToCall.path}`, {
      method: 'POST',
      headers: { ...authorised(session), 'Content-Type': 'application/json' },
      body: JSON.stringify({ candidateId: session.candidateId, language: 'en' }),
    })
    const response = await fetch(
      `${serverUrl}${endpoints.createCallForCandidate.path}?candidateId=${session.candidateId}`,
      { headers: authorised(session) },
    )
    const { data } = (await response.json()) as { data: { data: string } }
    const outbox = await fetch(
      `${serverUrl}${endpoints.devPhoneCalls.path}?phone=${encodeURIComponent(toE164(phone))}`,
    )
    const [call] = v.parse(devPhoneCallsResponseSchema, await outbox.json()).calls
    if (!call) throw new Error(`no dev phone call to ${phone}`)
    // The stream URL names the configured public port; the bench server listens on a free one.
    const stream = new URL(call.streamUrl)
    stream.host = new URL(serverUrl).host
    return { id: data.data, endpoint: stream.toString(), callSid: call.callSid }
  },
}

const interviewCallsOf = (transport: CallTransport): MeasureGroup => ({
  name: transport.name,
  async run({ log }) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-interview-'))
    const timings = new Map<string, InterviewTiming[]>()
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-build'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '100000',
        RATE_LIMIT_CHECKS_PER_IP_PER_HOUR: '100000',
        // Past the node's own capacity: the bench looks for where the calls start to slip.
        INTERVIEW_CAPACITY: '100000',
      },
      port: 0,
      onInterviewTiming: (engagementId, timing) => {
        const list = timings.get(engagementId) ?? []
        list.push(timing)
        timings.set(engagementId, list)
      },
    })
    let phone = transport.id === 'phone' ? 2065552000 : 2065551000
    const engagements = async (count: number) => {
      const created: StartedCall[] = []
      for (let i = 0; i < count; i++) {
        const number = String(phone++)
        const session = await signInThroughApi(server.url, number)
        created.push(await transport.start(server.url, session, number))
      }
      return created
    }
    const callersFor = (
      calls: StartedCall[],
      answersPerCall: number,
      staggerMs: number,
      serverCpu?: CpuSampler,
    ) =>
      runCallers(
        transport.callerScript,
        {
          origin: server.url,
          calls: calls.map(({ endpoint, callSid, accessToken }) => ({
            endpoint,
            ...(callSid ? { callSid } : {}),
            ...(accessToken ? { accessToken } : {}),
          })),
          answersPerCall,
          staggerMs,
        },
        serverCpu,
      )
    /** Gap from the end of each answer to the first packet of the reply, per engagement. */
    const gapsOf = (ids: string[]) =>
      ids.flatMap((id) => {
        const list = timings.get(id) ?? []
        return list.flatMap((timing, index) => {
          if (timing.type !== 'answerEnd') return []
          const reply = list.slice(index + 1).find((next) => next.type === 'replyStart')
          return reply ? [reply.atMs - timing.atMs] : []
        })
      })
    /** From asking for a pause's words to having them (queue, noise suppression, recogniser). */
    const pauseWordsOf = (ids: string[]) =>
      ids.flatMap((id) =>
        (timings.get(id) ?? []).flatMap((timing) =>
          timing.type === 'pauseWords' ? [timing.atMs - timing.askedAtMs] : [],
        ),
      )
    /** How late the server decided each answer had ended, against when the caller's speech ended. */
    const slipsOf = (calls: { id: string }[], reports: CallerReport[]) =>
      calls.flatMap((call, index) => {
        const decided = (timings.get(call.id) ?? []).flatMap((t) =>
          t.type === 'answerEnd' ? [t] : [],
        )
        const sent = reports[index]?.lastVoicedSentAt ?? []
        return sent.flatMap((sentAt, i) => {
          const end = decided[i]
          if (end === undefined) return []
          return [epoch(end.decidedAtMs) - (sentAt + FRAME_MS + holdOf(end.reason))]
        })
      })

    try {
      // 1. One call, several spoken answers: connect time and the reply gap.
      const single = await engagements(1)
      const { reports: singleReports } = await callersFor(single, LATENCY_ANSWERS, 0)
      const gaps = gapsOf(single.map((c) => c.id))
      const reasons = single.flatMap((call) =>
        (timings.get(call.id) ?? []).flatMap((t) => (t.type === 'answerEnd' ? [t.reason] : [])),
      )
      const baselineSlip = quantile(slipsOf(single, singleReports), 0.5)
      const connectMs = singleReports[0]?.connectMs ?? null
      const singleWords = pauseWordsOf(single.map((c) => c.id))
      log(
        `${transport.label}: gaps ${gaps.map(Math.round).join(', ')} ms; connect ${connectMs} ms; pause words in ${singleWords.map(Math.round).join(', ')} ms`,
      )

      // 2. Concurrent calls: server CPU per call and when end-of-answer detection slips.
      const levels: {
        calls: number
        cpuPercentPerCall: number
        slipP95Ms: number
        replyGapMedianMs: number
        pauseWordsP50Ms: number
        pauseWordsP95Ms: number
        failed: number
        loopDelayP99Ms: number
        loopDelayMaxMs: number
        cpuByProgram: Record<string, number>
      }[] = []
      for (const count of LOAD_LEVELS) {
        const calls = await engagements(count)
        // The server's process tree: the server and what it runs in child processes (speech
        // recognition and synthesis), each counted once, without the caller process.
        const serverCpu = sampleProcessTreeCpu()
        // The server shares this event loop: its delay is how late every timer and frame ran.
        const loopDelay = monitorEventLoopDelay({ resolution: 10 })
        loopDelay.enable()
        const startedAt = performance.now()
        const {
          reports,
          serverCpuMs: cpuMs,
          endedAt,
        } = await callersFor(calls, LOAD_ANSWERS, 150, serverCpu)
        const wallMs = endedAt - startedAt
        loopDelay.disable()
        const slips = slipsOf(calls, reports)
        const pauseWords = pauseWordsOf(calls.map((call) => call.id))
        const loadGaps = gapsOf(calls.map((call) => call.id))
        const level = {
          calls: count,
          cpuPercentPerCall: round((cpuMs / wallMs / count) * 100),
          slipP95Ms: Math.round(quantile(slips, 0.95) - baselineSlip),
          // A pause whose words come after the unheard hold ends on that hold, not late: the
          // slip stays small while the reply waits the fixed silence of before. The gap says so.
          replyGapMedianMs: Math.round(quantile(loadGaps, 0.5)),
          pauseWordsP50Ms: Math.round(quantile(pauseWords, 0.5)),
          pauseWordsP95Ms: Math.round(quantile(pauseWords, 0.95)),
          failed: reports.filter((report) => report.error !== undefined).length,
          loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
          loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
          // Percent of a core by program: the server itself (node), recognisers, synthesisers.
          cpuByProgram: Object.fromEntries(
            Object.entries(serverCpu.byCommand())
              .filter(([, ms]) => ms > 0)
              .map(([program, ms]) => [program, Math.round((ms / wallMs) * 100)]),
          ),
        }
        levels.push(level)
        log(`${transport.label} load: ${JSON.stringify(level)}`)
      }
      const heaviest = levels.at(-1)
      const callsPerCore =
        heaviest && heaviest.cpuPercentPerCall > 0
          ? Math.floor(100 / heaviest.cpuPercentPerCall)
          : null
      const slipsAt = levels.find((level) => level.slipP95Ms > SLIP_LIMIT_MS)?.calls
      const repliesLateAt = levels.find(
        (level) => level.replyGapMedianMs > GAP_UNDER_LOAD_MS,
      )?.calls
      const measures: Measure[] = [
        {
          id: `${transport.id}.connect`,
          label:
            transport.id === 'phone'
              ? 'Phone interview connect time (stream open to greeting)'
              : 'Interview connect time (socket to media)',
          value: connectMs,
          unit: 'ms',
        },
        {
          id: `${transport.id}.gap.median`,
          label: `${transport.label} reply gap, median (end of speech to recruiter audio)`,
          value: Math.round(quantile(gaps, 0.5)),
          unit: 'ms',
          bar: bars.replyGapMedianMs,
          note: `${gaps.length} spoken answers, server timestamps; includes the pause the end-of-answer policy waited for (${reasons.map((reason) => `${reason} ${holdOf(reason)} ms`).join(', ')}); before the adaptive end of answer (fixed 700 ms): median ${transport.before.median} ms, p95 ${transport.before.p95} ms`,
          detail: { gaps, reasons },
        },
        {
          id: `${transport.id}.gap.p95`,
          label: `${transport.label} reply gap, p95`,
          value: Math.round(quantile(gaps, 0.95)),
          unit: 'ms',
          bar: bars.replyGapP95Ms,
        },
        {
          id: `${transport.id}.callsPerCore`,
          label: `${transport.label} calls per core (server CPU, child processes included)`,
          value: callsPerCore,
          unit: 'calls',
          bar: { op: '>=', value: 40, source: 'README.md#performance' },
          note: `server CPU ${heaviest?.cpuPercentPerCall ?? '?'}% of a core per call at ${heaviest?.calls ?? '?'} concurrent calls (speech recognition and synthesis included); end-of-answer detection ${slipsAt ? `slips > ${SLIP_LIMIT_MS} ms from ${slipsAt} calls` : `within ${SLIP_LIMIT_MS} ms up to ${heaviest?.calls ?? '?'} calls`}`,
          detail: { levels },
        },
        {
          id: `${transport.id}.knee`,
          label: `${transport.label}: concurrent calls at which end-of-answer detection first slips > ${SLIP_LIMIT_MS} ms (p95)`,
          value: slipsAt ?? null,
          unit: 'calls',
          note: `load levels ${LOAD_LEVELS.join(', ')}; ${slipsAt ? `INTERVIEW_CAPACITY defaults below it` : `no slip up to ${heaviest?.calls ?? '?'} calls`}: slip p95 ${levels.map((level) => `${level.slipP95Ms} ms at ${level.calls}`).join(', ')}`,
          detail: { levels },
        },
        {
          id: `${transport.id}.gapUnderLoad`,
          label: `${transport.label} reply gap median at ${heaviest?.calls ?? '?'} concurrent calls`,
          value: heaviest?.replyGapMedianMs ?? null,
          unit: 'ms',
          bar: { op: '<=', value: GAP_UNDER_LOAD_MS, source: 'capacity goal: 40 calls a node' },
          note: `${repliesLateAt ? `over ${GAP_UNDER_LOAD_MS} ms from ${repliesLateAt} calls` : `within ${GAP_UNDER_LOAD_MS} ms at every level`}; the words of a pause came back in ${levels.map((level) => `${level.pauseWordsP50Ms} ms (p95 ${level.pauseWordsP95Ms}) at ${level.calls}`).join(', ')}; reply gap median ${levels.map((level) => `${level.replyGapMedianMs} ms at ${level.calls}`).join(', ')}`,
          detail: { levels },
        },
      ]
      return measures
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
})

export const interviewCalls = interviewCallsOf(webCall)
export const phoneInterviewCalls = interviewCallsOf(phoneCall)
