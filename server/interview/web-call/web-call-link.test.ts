import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../../contract/app-language'
import type { ServerSignal } from '../../../contract/interview'
import { createLogger } from '../../logger'
import { InterviewCalls } from '../agent/interview-calls'
import type { EngagementProgress } from '../agent/interview-record'
import { SLOT_PROMPTS, SPANISH_PROMPTS, createInterview, switchToSpanishOffer } from '../dialogue'
import { RESUME_PREFIX } from '../dialogue/prompts'
import { extractSlots, mergeSlots } from '../extract'
import type { SpokenAnswer, Transcriber } from '../transcribe/transcriber'
import { encodeOpusFrames, type PacerClock } from '../voice'
import { concatSignals, noise, tone } from '../../../tests/support/test-signals'
import type { CallPeerOptions, PeerState } from './call-peer'
import { WebCallLink, type PeerLike } from './web-call-link'

/**
 * The browser's call as the agent sees it, over a stand-in peer whose state the test moves: a
 * signal dip (the peer 'disconnected') pauses the recruiter and the interview resumes at the
 * same question when the peer connects again; 'failed' keeps today's rule.
 */

const ANSWER_TIMEOUT_MS = 15_000
const RESUME_WINDOW_MS = 5_000
/** Each prompt is this many 20 ms frames. */
const PROMPT_FRAMES = 25

/** A clock whose timers fire only when the test advances time. */
function fakeClock() {
  let now = 0
  let nextId = 0
  const timers = new Map<number, { due: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(++nextId, { due: now + Math.max(0, ms), callback })
      return nextId
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const [id, timer] = [...timers].sort((a, b) => a[1].due - b[1].due)[0] ?? []
        if (id === undefined || !timer || timer.due > end) break
        timers.delete(id)
        now = timer.due
        timer.callback()
      }
      now = end
    },
  } satisfies PacerClock & { advance(ms: number): void }
}

class FakePeer implements PeerLike {
  sent = 0
  closed = false
  constructor(readonly options: CallPeerOptions) {}
  answer = async () => 'v=0 answer'
  addIceCandidate = async () => {}
  sendOpus() {
    if (!this.closed) this.sent += 1
  }
  close = async () => {
    this.closed = true
  }
  state(state: PeerState) {
    this.options.onStateChange(state)
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve()
}

async function liveCall(transcriber?: Transcriber, language: AppLanguage = 'en') {
  const clock = fakeClock()
  const store = {
    save: vi.fn(async () => true),
    complete: vi.fn(async () => true),
    abandon: vi.fn(async () => true),
  }
  const calls = new InterviewCalls({
    extractor: { extractSlots, mergeSlots },
    ...(transcriber ? { transcriber } : {}),
    storeFor: () => store,
    saveRecording: async () => {},
    clock,
    now: () => new Date('2026-03-02T15:00:00.000Z'),
    logger: createLogger('silent'),
    resumeWindowMs: RESUME_WINDOW_MS,
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
  })
  const signals: ServerSignal[] = []
  const closes: number[] = []
  const peers: FakePeer[] = []
  const progress: EngagementProgress = {
    state: createInterview({ candidateName: 'Rosa Mendez', knownSlots: [], language }),
    questions: [],
    answers: [],
    slots: {},
  }
  const frame = new Uint8Array([0xf8, 0xff, 0xfe])
  /** Each sentence the voice was asked for, with the language of its voice. */
  const spoken: { text: string; language: AppLanguage | undefined }[] = []
  const link = calls.connect(
    { engagementId: 'e1', status: 'connecting', progress },
    (agent) =>
      new WebCallLink(
        agent,
        { send: (message) => signals.push(message), close: (code) => closes.push(code) },
        {
          prompts: {
            get: async (text, voiceLanguage) => {
              spoken.push({ text, language: voiceLanguage })
              return { frames: Array<Uint8Array>(PROMPT_FRAMES).fill(frame) }
            },
            silence: frame,
          },
          createPeer: (options) => {
            const peer = new FakePeer(options)
            peers.push(peer)
            return peer
          },
          stunUrls: [],
          logger: createLogger('silent'),
        },
      ),
  )
  await link.handle({ type: 'offer', sdp: 'v=0 offer' })
  const peer = peers[0]
  if (!peer) throw new Error('no peer')

  const captions = () =>
    signals.filter((s): s is Extract<ServerSignal, { type: 'caption' }> => s.type === 'caption')
  const lastPhase = () => signals.filter((s) => s.type === 'state').at(-1)
  /** Lets prompts load, then plays `ms` of the recruiter. */
  const play = async (ms: number) => {
    await flush()
    for (let t = 0; t < ms; t += 20) {
      clock.advance(20)
      await flush()
    }
  }
  const type = async (text: string) => {
    await link.handle({ type: 'text', text })
    await flush()
  }
  /** A tone 'spoken' into the call, long enough to be an answer, then the silence ending it. */
  const speak = async () => {
    const frames = encodeOpusFrames(
      concatSignals([noise(400, -65), tone(1500, 220, -12), noise(1500, -65)]),
    )
    for (const audio of frames) {
      peer.options.onAudio(audio)
      clock.advance(20)
      await flush()
    }
  }
  return {
    clock,
    store,
    link,
    peer,
    signals,
    closes,
    spoken,
    captions,
    lastPhase,
    play,
    type,
    speak,
  }
}

/** Connected, past the greeting, the location question being said. */
async function askingLocation(transcriber?: Transcriber) {
  const call = await liveCall(transcriber)
  call.peer.state('connected')
  await call.play(0)
  expect(call.captions()[0]?.kind).toBe('greeting')
  await call.type('I want forklift work on first shift')
  const question = call.captions().at(-1)
  expect(question?.text.endsWith(SLOT_PROMPTS.location.question)).toBe(true)
  await call.play(200)
  expect(call.peer.sent).toBeGreaterThan(0)
  return { ...call, question: question! }
}

describe("WebCallLink: a peer 'disconnected' (a signal dip)", () => {
  it('stops talking into the dead path, keeps the interview open however long, and resumes at the same question', async () => {
    const call = await askingLocation()
    const asked = call.lastPhase()
    call.peer.state('disconnected')
    expect(call.lastPhase()).toMatchObject({ type: 'state', phase: 'waiting' })
    const sentAtDip = call.peer.sent
    const captionsAtDip = call.captions().length

    // Far longer than the answer timeout and the resume window: nothing is said, passed or ended.
    await call.play(ANSWER_TIMEOUT_MS + RESUME_WINDOW_MS + 10_000)
    expect(call.peer.sent).toBe(sentAtDip)
    expect(call.captions()).toHaveLength(captionsAtDip)
    expect(call.store.abandon).not.toHaveBeenCalled()
    expect(call.store.complete).not.toHaveBeenCalled()
    expect(call.closes).toEqual([])
    expect(call.peer.closed).toBe(false)

    call.peer.state('connected')
    await call.play(0)
    const resumed = call.captions().at(-1)
    expect(resumed).toMatchObject({
      kind: 'question',
      text: `${RESUME_PREFIX} ${SLOT_PROMPTS.location.question}`,
    })
    expect(resumed!.id).toBeGreaterThan(call.question.id)
    // Said again, not counted as another question.
    expect(asked).toMatchObject({ phase: 'speaking' })
    expect(call.lastPhase()).toEqual(asked)
    await call.play(200)
    expect(call.peer.sent).toBeGreaterThan(sentAtDip)

    // The interview carries on from there.
    await call.play(PROMPT_FRAMES * 20)
    expect(call.lastPhase()).toMatchObject({ phase: 'listening' })
    await call.type('Columbus, Ohio')
    expect(call.captions().at(-1)?.text.endsWith(SLOT_PROMPTS.commute.question)).toBe(true)
  })

  it('holds an answer that comes in during the dip until the path is back, then says what follows', async () => {
    const call = await askingLocation()
    call.peer.state('disconnected')
    const sentAtDip = call.peer.sent
    await call.type('Columbus, Ohio')
    // Captioned and kept, not spoken into nothing, and no answer timer runs on it.
    expect(call.captions().at(-1)?.text.endsWith(SLOT_PROMPTS.commute.question)).toBe(true)
    await call.play(ANSWER_TIMEOUT_MS * 2)
    expect(call.peer.sent).toBe(sentAtDip)
    expect(call.lastPhase()).toMatchObject({ phase: 'waiting' })
    expect(call.captions().at(-1)?.text.endsWith(SLOT_PROMPTS.commute.question)).toBe(true)

    call.peer.state('connected')
    await call.play(200)
    expect(call.captions().at(-1)?.text).toBe(`${RESUME_PREFIX} ${SLOT_PROMPTS.commute.question}`)
    expect(call.peer.sent).toBeGreaterThan(sentAtDip)
  })

  it("'failed' keeps today's rule: the recruiter stops and the interview is left to the socket", async () => {
    const call = await askingLocation()
    call.peer.state('failed')
    const sentAtFailure = call.peer.sent
    await call.play(ANSWER_TIMEOUT_MS + RESUME_WINDOW_MS)
    expect(call.peer.sent).toBe(sentAtFailure)
    expect(call.store.abandon).not.toHaveBeenCalled()
    expect(call.closes).toEqual([])
    // The socket's close is what starts the resume window, after which it is abandoned.
    call.link.disconnected()
    expect(call.peer.closed).toBe(true)
    await call.play(RESUME_WINDOW_MS)
    expect(call.store.abandon).toHaveBeenCalledOnce()
  })

  it('ignores the states of a peer a newer offer replaced', async () => {
    const call = await askingLocation()
    await call.link.handle({ type: 'offer', sdp: 'v=0 offer again' })
    const old = call.peer
    const phasesBefore = call.signals.length
    old.state('disconnected')
    old.state('connected')
    expect(call.signals.slice(phasesBefore).filter((s) => s.type === 'caption')).toEqual([])
  })
})

/** An early transcriber (one that decodes in pauses) answering `words`, and what it was given. */
function earlyTranscriber(words: (answer: SpokenAnswer) => string) {
  const heard: SpokenAnswer[] = []
  const transcriber: Transcriber = {
    hears: () => true,
    early: true,
    transcribe: async (answer) => {
      heard.push(answer)
      return words(answer)
    },
  }
  return { transcriber, heard }
}

/** Speaks `signal` into the call frame by frame; `afterFrame` looks after each one. */
async function sayInto(
  call: Awaited<ReturnType<typeof askingLocation>>,
  signal: Int16Array,
  afterFrame: (index: number) => void = () => {},
) {
  for (const [index, frame] of encodeOpusFrames(signal).entries()) {
    call.peer.options.onAudio(frame)
    call.clock.advance(20)
    await flush()
    afterFrame(index)
  }
}

describe('WebCallLink: a spoken answer', () => {
  it('goes to the transcriber with the question it answers', async () => {
    const { transcriber, heard } = earlyTranscriber(() => 'Columbus, Ohio')
    const call = await askingLocation(transcriber)
    // Until the recruiter has said the confirmation and the question.
    await call.play(10 * PROMPT_FRAMES * 20)
    expect(call.lastPhase()).toMatchObject({ phase: 'listening' })
    await sayInto(call, concatSignals([noise(400, -65), tone(1500, 220, -12), noise(1500, -65)]))
    await call.play(200)
    expect(heard.length).toBeGreaterThan(0)
    expect(heard.map((answer) => answer.expectedSlot)).toEqual(heard.map(() => 'location'))
    expect(call.captions().at(-1)?.text.endsWith(SLOT_PROMPTS.commute.question)).toBe(true)
  })
})

describe('WebCallLink: an answer with a pause in it', () => {
  it('keeps the words decoded in the pause, decodes only what follows, and answers with both', async () => {
    // Before the pause an unfinished sentence (the policy waits), after it the town.
    const { transcriber, heard } = earlyTranscriber((answer) =>
      answer.decodeFromSample === undefined ? 'i live in' : 'columbus ohio',
    )
    const call = await askingLocation(transcriber)
    await call.play(10 * PROMPT_FRAMES * 20)
    await sayInto(
      call,
      concatSignals([
        noise(400, -65),
        tone(1000, 220, -12),
        noise(700, -65),
        tone(800, 220, -12),
        noise(1500, -65),
      ]),
    )
    await call.play(200)

    // One decoding per pause: the whole answer first, then only the stretch after the pause.
    expect(heard).toHaveLength(2)
    const [first, second] = heard
    expect(first?.decodeFromSample).toBeUndefined()
    expect(second?.decodeFromSample).toBe(first?.pcm16k.length)
    expect(second!.pcm16k.length).toBeGreaterThan(first!.pcm16k.length)
    // One answer, its text both stretches' words.
    const saved = call.store.save.mock.calls.at(-1) as unknown as [EngagementProgress] | undefined
    expect(saved?.[0].answers.at(-1)).toMatchObject({ text: 'i live in columbus ohio' })
    expect(call.captions().at(-1)?.text.endsWith(SLOT_PROMPTS.commute.question)).toBe(true)
  })
})

describe('WebCallLink: the reply prepared in the pause', () => {
  it('asks the voice for the reply to the pause’s words before the pause ends the answer', async () => {
    const { transcriber } = earlyTranscriber(() => 'Columbus, Ohio')
    const call = await askingLocation(transcriber)
    await call.play(10 * PROMPT_FRAMES * 20)
    const commute = SLOT_PROMPTS.commute.question
    const asked = () => call.spoken.some(({ text }) => text === commute)
    const captioned = () => call.captions().at(-1)?.text.endsWith(commute) === true
    expect(asked()).toBe(false)
    let preparedAt: number | undefined
    let captionedAt: number | undefined
    await sayInto(
      call,
      concatSignals([noise(400, -65), tone(1000, 220, -12), noise(1500, -65)]),
      (index) => {
        if (preparedAt === undefined && asked()) preparedAt = index
        if (captionedAt === undefined && captioned()) captionedAt = index
      },
    )
    expect(preparedAt).toBeDefined()
    expect(captionedAt).toBeDefined()
    // Prepared while the pause went on (its words at 200 ms, the answer's end at 300 ms).
    expect(preparedAt!).toBeLessThan(captionedAt!)
  })
})

describe('WebCallLink: an interview in Spanish', () => {
  const transcriberOf = (languages?: readonly AppLanguage[]) => {
    const heard: SpokenAnswer[] = []
    const transcriber: Transcriber = {
      hears: () => true,
      ...(languages ? { languages } : {}),
      transcribe: async (answer) => {
        heard.push(answer)
        return 'primer turno'
      },
    }
    return { heard, transcriber }
  }

  /** A Spanish interview past the greeting, listening for the shifts question's answer. */
  async function askingShifts(transcriber?: Transcriber) {
    const call = await liveCall(transcriber, 'es')
    call.peer.state('connected')
    await call.play(0)
    expect(call.captions()[0]).toMatchObject({
      kind: 'greeting',
      text: SPANISH_PROMPTS.greeting('Rosa'),
    })
    await call.type('busco trabajo de montacargas')
    expect(call.captions().at(-1)?.text).toBe(
      `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
    )
    await call.play(10 * PROMPT_FRAMES * 20)
    expect(call.lastPhase()).toMatchObject({ phase: 'listening' })
    return call
  }

  it('captions the Spanish text and speaks every sentence in the Spanish voice', async () => {
    const call = await askingShifts()
    expect(call.spoken.length).toBeGreaterThan(0)
    expect(call.spoken.every((prompt) => prompt.language === 'es')).toBe(true)
    expect(call.spoken.map((prompt) => prompt.text)).toContain(
      SPANISH_PROMPTS.slots.shifts.question,
    )
  })

  it('only records a spoken answer when the transcriber is English-only, and moves on', async () => {
    const { heard, transcriber } = transcriberOf()
    const call = await askingShifts(transcriber)
    await call.speak()
    await call.play(200)
    expect(heard).toEqual([])
    // Passed without a follow-up, as when nothing was understood.
    expect(call.captions().at(-1)?.text).toBe(SPANISH_PROMPTS.slots.location.question)
  })

  it('sends a spoken answer to a transcriber that understands Spanish', async () => {
    const { heard, transcriber } = transcriberOf(['en', 'es'])
    const call = await askingShifts(transcriber)
    await call.speak()
    await call.play(200)
    expect(heard.length).toBeGreaterThan(0)
    expect(call.captions().at(-1)?.text).toBe(
      `Muy bien: primer turno. ${SPANISH_PROMPTS.slots.location.question}`,
    )
  })

  it('switches the voice to Spanish when an English interview accepts the offer', async () => {
    const call = await liveCall()
    call.peer.state('connected')
    await call.play(0)
    await call.type('busco trabajo de montacargas')
    expect(call.captions().at(-1)).toMatchObject({
      kind: 'question',
      text: switchToSpanishOffer('web'),
    })
    // Asked in Spanish, so in the Spanish voice.
    expect(call.spoken.at(-1)).toEqual({ text: switchToSpanishOffer('web'), language: 'es' })
    await call.type('sí')
    expect(call.captions().at(-1)?.text).toBe(
      `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
    )
    await call.play(0)
    expect(call.spoken.slice(-2)).toEqual([
      { text: 'Entendido: operador de montacargas.', language: 'es' },
      { text: SPANISH_PROMPTS.slots.shifts.question, language: 'es' },
    ])
  })
})

describe('WebCallLink: a tapped answer', () => {
  /** Past the greeting and the job question, the shifts question being said. */
  async function askingShifts() {
    const call = await liveCall()
    call.peer.state('connected')
    await call.play(0)
    await call.type('I want forklift work')
    const question = call.captions().at(-1)!
    expect(question.text).toBe(`Got it, forklift operator. ${SLOT_PROMPTS.shifts.question}`)
    const choose = async (optionIds: string[], captionId = question.id) => {
      await call.link.handle({ type: 'choice', captionId, optionIds })
      await flush()
    }
    return { ...call, question, choose }
  }

  const lastAnswers = (call: Awaited<ReturnType<typeof askingShifts>>) =>
    (call.store.save.mock.calls.at(-1) as unknown as [EngagementProgress] | undefined)?.[0]
      .answers ?? []

  it('sends a closed question’s options with its caption, and none with an open one', async () => {
    const call = await askingShifts()
    expect(call.question.choices).toMatchObject({
      multiple: true,
      options: [
        { id: 'first', label: 'Days (1st shift)' },
        { id: 'second' },
        { id: 'third' },
        { id: 'weekend' },
        { id: 'rotating' },
        { id: 'any', label: 'Any shift' },
      ],
    })
    expect(call.captions()[0]?.choices).toBeUndefined()
    await call.choose(['third', 'weekend'])
    const next = call.captions().at(-1)!
    expect(next.text.endsWith(SLOT_PROMPTS.location.question)).toBe(true)
    expect(next.choices).toBeUndefined()
  })

  it('takes a tap as an answer: confirmed, recorded with its options, and the next question asked', async () => {
    const call = await askingShifts()
    await call.play(PROMPT_FRAMES * 20 * 3)
    expect(call.lastPhase()).toMatchObject({ phase: 'listening' })
    await call.choose(['third', 'weekend'])
    expect(call.captions().at(-1)).toMatchObject({
      kind: 'question',
      text: `Okay, third shift and weekends. ${SLOT_PROMPTS.location.question}`,
    })
    expect(lastAnswers(call).at(-1)).toEqual({
      questionId: call.question.id,
      slot: 'shifts',
      source: 'choice',
      choice: ['third', 'weekend'],
      text: 'Nights (3rd shift), Weekends',
      at: '2026-03-02T15:00:00.000Z',
    })
    const saved = call.store.save.mock.calls.at(-1) as unknown as [EngagementProgress]
    expect(saved[0].slots.shiftPreferences).toEqual(['third', 'weekend'])
    expect(call.signals.some((signal) => signal.type === 'choiceRejected')).toBe(false)
  })

  it('stops the recruiter mid-question, as an answer said over it does', async () => {
    const call = await askingShifts()
    await call.play(200)
    expect(call.lastPhase()).toMatchObject({ phase: 'speaking' })
    const sentAtTap = call.peer.sent
    await call.choose(['first'])
    // Then the whole next turn (confirmation, pause, question), and nothing of the rest.
    await call.play(PROMPT_FRAMES * 20 * 5)
    expect(call.lastPhase()).toMatchObject({ phase: 'listening' })
    expect(call.peer.sent - sentAtTap).toBe(2 * PROMPT_FRAMES + 10)
  })

  it('says back a tap for a question already answered, and changes nothing', async () => {
    const call = await askingShifts()
    await call.choose(['first'])
    const captions = call.captions().length
    const answers = lastAnswers(call).length
    await call.choose(['second'])
    expect(call.signals.at(-1)).toEqual({
      type: 'choiceRejected',
      captionId: call.question.id,
      reason: 'stale',
    })
    expect(call.captions()).toHaveLength(captions)
    expect(lastAnswers(call)).toHaveLength(answers)
  })

  it('says back options the question does not offer, then takes the right ones', async () => {
    const call = await askingShifts()
    for (const optionIds of [['yes'], ['nights'], ['first', 'first']]) {
      await call.choose(optionIds)
      expect(call.signals.at(-1), optionIds.join()).toEqual({
        type: 'choiceRejected',
        captionId: call.question.id,
        reason: 'invalid',
      })
    }
    expect(call.captions().at(-1)).toEqual(call.question)
    await call.choose(['first'])
    expect(call.captions().at(-1)?.text).toBe(
      `Okay, first shift. ${SLOT_PROMPTS.location.question}`,
    )
    const location = call.captions().at(-1)!
    await call.choose(['yes'], location.id)
    expect(call.signals.at(-1)).toMatchObject({ type: 'choiceRejected', reason: 'invalid' })
  })
})
