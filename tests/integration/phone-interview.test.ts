import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { endpoints } from '../../contract/endpoints'
import { candidates, engagements, phoneCallSlots, profileAnalyses } from '../../server/db/schema'
import type { AnswerRecord } from '../../server/interview/agent/interview-record'
import {
  KEYPAD_PROMPTS,
  SLOT_PROMPTS,
  SPANISH_PROMPTS,
  closingText,
  greetingText,
  preferencesSchema,
  readBackQuestion,
  type InterviewSlot,
} from '../../server/interview/dialogue'
import { mulawPromptCodec } from '../../server/interview/phone-call/phone-voice'
import { PromptCache, spanishSynthesiser } from '../../server/interview/voice'
import { devPhoneCalls } from '../../scripts/dev-phone/dev-phone-calls'
import {
  answerStream,
  type Caption,
  type CallerEvent,
  type TwilioStreamCaller,
} from '../../scripts/dev-phone/twilio-stream-caller'
import {
  completeDetailsAndTitlesOverHttp,
  consentToCallOverHttp,
  createPhoneCallOverHttp,
  fixtureAnswer,
  onServer,
  type SpokenAnswer,
} from './support/phone-call'
import {
  createEngagementOverHttp,
  engagementStatusOverHttp,
  eventually,
  onboardingStepsOverHttp,
  signInOverHttp,
  useRunningServer,
} from './support/running-server'
import { readBlob } from './support/blob-store'
import { useStandInTranscriber } from './support/stand-in-transcriber'

/**
 * The phone interview end to end over a real server: CreateCallForCandidate places the call
 * with the dev telephony provider, and scripts/dev-phone's caller answers it as Twilio would,
 * speaking the Media Streams protocol on the call's stream with mu-law audio made from the
 * committed microphone fixture. A stand-in transcriber gives each recording a scripted
 * transcript, so the answers fill the preferences.
 */

const env: Record<string, string> = {
  TELEPHONY_PROVIDER: 'dev',
  INTERVIEW_RESUME_WINDOW_SECONDS: '5',
}
const transcriber = useStandInTranscriber(env)
// Registered after the transcriber, so the server starts with TRANSCRIBER set.
const running = useRunningServer({ database: 'postgres', env })

/** The greeting, a few answers and the closing, in real time, on a 2-core machine. */
const CALL_TIMEOUT_MS = 150_000
/** server/interview/voice/vad.ts: voiced time before speechStart (its startMs default). */
const VAD_START_MS = 60
/** A frame or two more: the clear must follow the speech start that closely. */
const CLEAR_SLACK_MS = 60
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const STREAM_URL = /^wss?:\/\/[^/]+\/ws\/phone\/[A-Za-z0-9_-]{20,128}$/

let spoken: SpokenAnswer
beforeAll(async () => {
  spoken = await fixtureAnswer()
})

const callers: TwilioStreamCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.hangUp()
})

type CaptionEvent = Extract<CallerEvent, { type: 'caption' }>

const nextCaption = (caller: TwilioStreamCaller, after: number) =>
  caller.waitFor((event) => event.type === 'caption', { after }) as Promise<CaptionEvent>

const indexOf = (caller: TwilioStreamCaller, event: CallerEvent) => caller.events.indexOf(event)

/**
 * The slot a question asks about: a question ends with the slot's fixed question, and on the
 * phone, for a question the keypad answers, its keypad hint after it.
 */
function slotOf(caption: Caption): InterviewSlot | undefined {
  const slots = Object.keys(SLOT_PROMPTS) as InterviewSlot[]
  const hints: Partial<Record<InterviewSlot, string>> = KEYPAD_PROMPTS.hints
  return slots.find((slot) =>
    caption.text.endsWith([SLOT_PROMPTS[slot].question, hints[slot]].filter(Boolean).join(' ')),
  )
}

async function engagementRow(engagementId: string) {
  const [row] = await running.db.select().from(engagements).where(eq(engagements.id, engagementId))
  if (!row) throw new Error(`engagement ${engagementId} not found`)
  return row
}

/** The transcripts the recordings get: the first is said over the greeting. */
const OVER_GREETING = 'I can work nights in Columbus, Ohio'
const REPLIES: Partial<Record<InterviewSlot, string>> = {
  commute: 'Up to 20 miles, and I would not move',
  pay: '$17 to $20 an hour with health insurance',
  skills: 'I am forklift certified with 5 years of experience',
}
/** The answer to the read-back: the shift was heard wrong. */
const CORRECTION = 'No, days, not nights'

/** A mu-law WAV's format code, channels and sample rate (mulaw-wav.ts writes 7, 1, 8000). */
function wavFormat(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = (at: number) => Buffer.from(bytes.subarray(at, at + 4)).toString('latin1')
  return {
    riff: `${text(0)}/${text(8)}`,
    code: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
  }
}

/**
 * A phone answer as the transcriber gets it: 16-bit mono PCM at 16 kHz, at least as long as the
 * fixture said (its 3.4 s, less the few frames the VAD takes to start the answer).
 */
function expectHeardAnswerWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(wavFormat(bytes)).toEqual({ riff: 'RIFF/WAVE', code: 1, channels: 1, sampleRate: 16_000 })
  expect(view.getUint16(34, true)).toBe(16)
  const seconds = view.getUint32(40, true) / 2 / 16_000
  expect(seconds).toBeGreaterThan((spoken.pcm16k.length / 16_000) * 0.9)
  expect(bytes.byteLength).toBe(44 + view.getUint32(40, true))
}

/** The HTTP status a WebSocket upgrade is answered with (101 when it opens). */
function upgradeStatus(url: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin })
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => {
      resolve(101)
      ws.close()
    })
    ws.once('error', reject)
  })
}

describe('the phone interview', () => {
  it(
    "follows the candidate's language: Spanish captions, and the Spanish voice on the line",
    async () => {
      const candidate = await signInOverHttp(running.server, '2065557309')
      await completeDetailsAndTitlesOverHttp(running.server, candidate, {
        firstName: 'Rosa',
        lastName: 'Mendez',
        titles: ['Forklift Operator'],
      })
      await running.db
        .update(candidates)
        .set({ appLanguage: 'es' })
        .where(eq(candidates.id, candidate.userId))
      await createPhoneCallOverHttp(running.server, candidate)
      const [call] = await devPhoneCalls(running.server.url, '+12065557309')
      if (!call) throw new Error('no call in the dev phone outbox')
      const caller = await answerStream(onServer(running.server, call.streamUrl), {
        callSid: call.callSid,
      })
      callers.push(caller)
      const greeting = await nextCaption(caller, 0)
      const text = SPANISH_PROMPTS.greeting('Rosa', 'Hirelane', 'phone')
      expect(greeting.caption).toMatchObject({ kind: 'greeting', text })
      expect(text).toMatch(
        /Contesta en voz alta después de cada pregunta, o con el teclado cuando te diga las teclas\.$/,
      )
      // The greeting plays to its end in espeak-ng's Latin American voice, as the phone hears it.
      const question = await nextCaption(caller, indexOf(caller, greeting) + 1)
      expect(question.caption.text).toBe(
        `${SPANISH_PROMPTS.slots.shifts.question} ${SPANISH_PROMPTS.keypad.hints.shifts}`,
      )
      const prompt = await new PromptCache({
        dataDir: running.dataDir,
        codec: mulawPromptCodec,
        synthesiser: spanishSynthesiser(),
      }).get(text)
      const played = caller.media.map((media) => media.bytes)
      expect(played.slice(0, prompt.frames.length)).toEqual(prompt.frames)

      // A spoken Spanish answer goes to the transcriber with the interview's language, and
      // what it heard fills the slot.
      await caller.waitFor((event) => event.type === 'listening', {
        after: indexOf(caller, question),
      })
      transcriber.queue('prefiero el turno de noche')
      const beforeAnswer = caller.events.length
      await caller.say(spoken.pcm16k)
      const next = await nextCaption(caller, beforeAnswer)
      expect(next.caption.text).toMatch(/^Muy bien: tercer turno\. /)
      const upload = transcriber.uploads.at(-1)
      expect(upload).toMatchObject({ language: 'es', contentType: 'audio/wav' })
      expectHeardAnswerWav(upload?.bytes ?? new Uint8Array())
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'calls the signed-in number, and the call runs the whole interview over the media stream',
    async () => {
      const national = '2065557301'
      const candidate = await signInOverHttp(running.server, national)
      await completeDetailsAndTitlesOverHttp(running.server, candidate, {
        firstName: 'Maria',
        lastName: 'Lopez',
        titles: ['Forklift Operator'],
      })
      expect(await onboardingStepsOverHttp(running.server, candidate)).toEqual([
        true,
        true,
        false,
        false,
      ])

      // 'I agree' with call-me: a phone engagement, and a call placed to the signed-in number.
      const engagementId = await createPhoneCallOverHttp(running.server, candidate)
      expect(engagementId).toMatch(UUID)
      expect(await engagementStatusOverHttp(running.server, candidate, engagementId)).toBe(
        'connecting',
      )
      expect(await onboardingStepsOverHttp(running.server, candidate)).toEqual([
        true,
        true,
        true,
        false,
      ])
      const [call, ...older] = await devPhoneCalls(running.server.url, `+1${national}`)
      expect(older).toEqual([])
      if (!call) throw new Error('no call in the dev phone outbox')
      expect(call.to).toBe(`+1${national}`)
      expect(call.streamUrl).toMatch(STREAM_URL)
      expect(call.endedAt).toBeUndefined()
      expect(await engagementRow(engagementId)).toMatchObject({
        kind: 'phone',
        status: 'connecting',
        callSid: call.callSid,
      })

      // The candidate picks up: Twilio opens the stream and the recruiter greets them by name.
      const caller = await answerStream(onServer(running.server, call.streamUrl), {
        callSid: call.callSid,
      })
      callers.push(caller)
      const greeting = await nextCaption(caller, 0)
      expect(greeting.caption).toMatchObject({
        kind: 'greeting',
        text: greetingText('Maria', 'Hirelane', 'phone'),
      })
      expect(
        await eventually(
          () => engagementStatusOverHttp(running.server, candidate, engagementId),
          (status) => status === 'in_progress',
        ),
      ).toBe('in_progress')

      // About a second into the greeting the candidate talks over it: barge-in.
      const played = await eventually(
        () => Promise.resolve(caller.framesPlayed()),
        (frames) => frames >= 50,
        { timeoutMs: 30_000, intervalMs: 20 },
      )
      expect(played).toBeGreaterThanOrEqual(50)
      transcriber.queue(OVER_GREETING)
      const beforeBargeIn = caller.events.length
      const saying = caller.say(spoken.pcm16k)
      const clear = await caller.waitFor((event) => event.type === 'clear', {
        after: beforeBargeIn,
      })
      const said = await saying
      const onsetSentAt = said.frameSentAt[spoken.onsetFrame] ?? Number.NaN
      // The clear follows the voice by the VAD's start time and a frame or two, no more.
      expect(clear.at - onsetSentAt).toBeGreaterThanOrEqual(0)
      expect(clear.at - onsetSentAt).toBeLessThanOrEqual(VAD_START_MS + CLEAR_SLACK_MS)
      expect(caller.clears()).toEqual([clear])
      const greetingPrompt = await new PromptCache({
        dataDir: running.dataDir,
        codec: mulawPromptCodec,
      }).get(greetingText('Maria', 'Hirelane', 'phone'))
      const greetingFrames = caller.media.filter((media) => media.at < clear.at).length
      expect(greetingFrames).toBeLessThan(greetingPrompt.frames.length / 2)
      // The recruiter listens, and says nothing more until the answer is in.
      await caller.waitFor((event) => event.type === 'listening', { after: beforeBargeIn })
      const afterGreeting = await nextCaption(caller, beforeBargeIn)
      expect(
        caller.media.filter((media) => media.at > clear.at && media.at < afterGreeting.at),
      ).toEqual([])
      // Nights and Columbus were heard: both are confirmed, and their questions are skipped.
      expect(afterGreeting.caption).toMatchObject({
        kind: 'question',
        text: `Okay, third shift. Got it, Columbus, OH. ${SLOT_PROMPTS.commute.question} ${KEYPAD_PROMPTS.hints.commute}`,
      })

      // Each question is played to the end; then the recruiter listens and the candidate answers.
      let question = afterGreeting
      const asked: Array<InterviewSlot | undefined> = []
      while (question.caption.kind === 'question') {
        const slot = slotOf(question.caption)
        asked.push(slot)
        const reply = slot && REPLIES[slot]
        if (!reply) throw new Error(`no reply for "${question.caption.text}"`)
        await caller.waitFor((event) => event.type === 'listening', {
          after: indexOf(caller, question),
        })
        transcriber.queue(reply)
        const before = caller.events.length
        await caller.say(spoken.pcm16k)
        question = await nextCaption(caller, before)
      }
      expect(asked).toEqual(['commute', 'pay', 'skills'])

      // What was understood is read back, to answer out loud. 'Nights' was misheard: the
      // candidate says days, and days replace nights.
      expect(question.caption).toMatchObject({
        kind: 'readBack',
        text: `I have you down for forklift work on nights near Columbus, $17 to $20 an hour. ${readBackQuestion('phone')} ${KEYPAD_PROMPTS.hints.readBack}`,
      })
      await caller.waitFor((event) => event.type === 'listening', {
        after: indexOf(caller, question),
      })
      transcriber.queue(CORRECTION)
      const beforeCorrection = caller.events.length
      await caller.say(spoken.pcm16k)
      const closing = await nextCaption(caller, beforeCorrection)
      expect(closing.caption).toMatchObject({
        kind: 'closing',
        text: `Okay, first shift. ${closingText('Maria')}`,
      })

      // The closing is said to the end, then the server ends the call by closing the stream.
      expect(await caller.closed).toEqual({ code: 1000, reason: 'interview completed' })
      expect(caller.clears()).toEqual([clear])
      expect(caller.unexpected).toEqual([])

      // Completion does what the web call's does: step 4, preferences, the profile analysis.
      expect(await engagementStatusOverHttp(running.server, candidate, engagementId)).toBe(
        'completed',
      )
      expect(await onboardingStepsOverHttp(running.server, candidate)).toEqual([
        true,
        true,
        true,
        true,
      ])
      const [stored] = await running.db
        .select()
        .from(candidates)
        .where(eq(candidates.id, candidate.userId))
      expect(v.is(preferencesSchema, stored?.preferences)).toBe(true)
      expect(stored?.preferences).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['first'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'No',
        },
        salaryAndBenefits: { hourlyRateRange: '$17 - $20', requiredBenefits: ['Health insurance'] },
        skillsAndExperience: {
          skills: ['Forklift certification', 'Forklift operation'],
          yearsOfExperience: 5,
        },
      })
      const [analysis] = await running.db
        .select()
        .from(profileAnalyses)
        .where(eq(profileAnalyses.candidateId, candidate.userId))
      expect(analysis?.engagementId).toBe(engagementId)

      // Every answer was recorded as it came over the phone (mu-law WAV) and transcribed.
      const row = await engagementRow(engagementId)
      expect(row.startedAt).not.toBe(null)
      expect(row.endedAt).not.toBe(null)
      const answers = row.answers as AnswerRecord[]
      expect(answers.map((answer) => [answer.slot, answer.source, answer.text])).toEqual([
        [undefined, 'voice', OVER_GREETING],
        ['commute', 'voice', REPLIES.commute],
        ['pay', 'voice', REPLIES.pay],
        ['skills', 'voice', REPLIES.skills],
        [undefined, 'voice', CORRECTION],
      ])
      const questions = row.questions as Array<{ text: string }>
      expect(questions.map((asked) => asked.text)).toEqual(
        caller.captions().map((caption) => caption.text),
      )
      const spokenBytes = (spoken.pcm16k.length / 2) * 0.9
      for (const [index, answer] of answers.entries()) {
        expect(answer.recording).toBe(
          `interviews/${engagementId}/answer-${answer.questionId}-${index + 1}.wav`,
        )
        const name = answer.recording ?? ''
        const stat = await eventually(
          () => running.server.blobs.stat(name),
          (value) => value !== undefined,
        )
        expect(stat?.contentType).toBe('audio/wav')
        const bytes = await readBlob(running.server.blobs, name)
        expect(wavFormat(bytes)).toEqual({
          riff: 'RIFF/WAVE',
          code: 7,
          channels: 1,
          sampleRate: 8000,
        })
        // 8 kHz mu-law is one byte a sample: the recording holds the words (the fixture's 3.4 s).
        expect(bytes.byteLength).toBeGreaterThan(spokenBytes)
      }
      // The transcriber got each answer in the interview's language, as the 16 kHz 16-bit PCM
      // WAV the agent heard (every OpenAI-compatible service reads it; not all read mu-law),
      // holding the whole answer.
      const uploads = transcriber.uploads.slice(-answers.length)
      expect(
        uploads.map((upload) => [
          upload.fileName,
          upload.contentType,
          upload.language,
          upload.text,
        ]),
      ).toEqual(
        answers.map((answer) => [
          answer.recording?.split('/').at(-1),
          'audio/wav',
          'en',
          answer.text,
        ]),
      )
      for (const upload of uploads) expectHeardAnswerWav(upload.bytes)

      // The ended call's stream opens nothing any more.
      await expect(
        answerStream(onServer(running.server, call.streamUrl), { callSid: call.callSid }),
      ).rejects.toThrow('stream refused: 401')
    },
    CALL_TIMEOUT_MS,
  )

  it(
    "abandons the interview when the caller hangs up (Twilio's stop) and does not come back",
    async () => {
      const national = '2065557302'
      const candidate = await signInOverHttp(running.server, national)
      const engagementId = await createPhoneCallOverHttp(running.server, candidate)
      const [call] = await devPhoneCalls(running.server.url, `+1${national}`)
      if (!call) throw new Error('no call in the dev phone outbox')
      const caller = await answerStream(onServer(running.server, call.streamUrl), {
        callSid: call.callSid,
      })
      callers.push(caller)
      expect((await nextCaption(caller, 0)).caption.kind).toBe('greeting')
      await caller.hangUp()
      const status = await eventually(
        () => engagementStatusOverHttp(running.server, candidate, engagementId),
        (value) => value === 'abandoned',
        { timeoutMs: 30_000, intervalMs: 250 },
      )
      expect(status).toBe('abandoned')
    },
    CALL_TIMEOUT_MS,
  )

  it('rings the phone once for ten requests at once; the others answer 429 with Retry-After', async () => {
    const national = '2065557311'
    const candidate = await signInOverHttp(running.server, national)
    await consentToCallOverHttp(running.server, candidate)
    const url = `${running.server.url}${endpoints.createCallForCandidate.path}?candidateId=${candidate.userId}`
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(url, { headers: { Authorization: `Bearer ${candidate.accessToken}` } }),
      ),
    )
    expect(responses.map((response) => response.status).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429, 429, 429,
    ])
    for (const refused of responses.filter((response) => response.status === 429)) {
      // The seconds left of the minute the ringing call holds the line (the clock is real here).
      const retryAfter = Number(refused.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      const body = (await refused.json()) as { message: string; error: { code: string } }
      expect(body.error.code).toBe('rate_limited')
      expect(body.message).toMatch(
        /^Too many interview attempts\. Please try again in (1 minute|\d+ seconds?)\.$/,
      )
    }
    const calls = await devPhoneCalls(running.server.url, `+1${national}`)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.endedAt).toBeUndefined()
  })

  it(
    'frees the candidate to be called again the moment they hang up (the stream stops)',
    async () => {
      const national = '2065557312'
      const candidate = await signInOverHttp(running.server, national)
      await createPhoneCallOverHttp(running.server, candidate)
      const [call] = await devPhoneCalls(running.server.url, `+1${national}`)
      if (!call) throw new Error('no call in the dev phone outbox')
      const caller = await answerStream(onServer(running.server, call.streamUrl), {
        callSid: call.callSid,
      })
      callers.push(caller)
      expect((await nextCaption(caller, 0)).caption.kind).toBe('greeting')
      await caller.hangUp()
      // The line is freed by the stream's end itself, not by the interview's abandonment later.
      const slots = await eventually(
        () =>
          running.db
            .select()
            .from(phoneCallSlots)
            .where(eq(phoneCallSlots.candidateId, candidate.userId)),
        (rows) => rows.length === 0,
      )
      expect(slots).toEqual([])
      await createPhoneCallOverHttp(running.server, candidate)
      expect(await devPhoneCalls(running.server.url, `+1${national}`)).toHaveLength(2)
    },
    CALL_TIMEOUT_MS,
  )

  it("opens a media stream only with an open phone call's token (else 401)", async () => {
    const base = new URL(running.server.url)
    base.protocol = 'ws:'
    const streamAt = (token: string) => new URL(`/ws/phone/${token}`, base).toString()
    const anyCallSid = `CA${'0'.repeat(32)}`
    await expect(
      answerStream(streamAt(randomBytes(32).toString('base64url')), { callSid: anyCallSid }),
    ).rejects.toThrow('stream refused: 401')

    // A web call's token opens no phone stream, and a phone call's opens no web call.
    const candidate = await signInOverHttp(running.server, '2065557303')
    const web = await createEngagementOverHttp(running.server, candidate)
    const webToken = new URL(web.callEndpointUri).searchParams.get('token') ?? ''
    await expect(answerStream(streamAt(webToken), { callSid: anyCallSid })).rejects.toThrow(
      'stream refused: 401',
    )
    const phoneEngagementId = await createPhoneCallOverHttp(running.server, candidate)
    const [call] = await devPhoneCalls(running.server.url, '+12065557303')
    const phoneToken = new URL(call?.streamUrl ?? 'ws://x/').pathname.split('/').at(-1) ?? ''
    const signalling = new URL(`/ws/interview/${phoneEngagementId}`, base)
    signalling.searchParams.set('token', phoneToken)
    expect(await upgradeStatus(signalling.toString(), running.server.url)).toBe(401)
  })
})
