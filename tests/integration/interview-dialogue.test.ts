import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emptyDraftProfile, type DraftProfile } from '../../server/resume/draft-profile'
import { knownPreferenceSlots } from '../../server/services/interview-preparation'
import {
  EXPECTED_FIELD,
  MAX_QUESTIONS,
  INTERVIEW_SLOTS,
  SLOT_PROMPTS,
  answer,
  createInterview,
  finalPreferences,
  interviewStateSchema,
  nextTurn,
  preferencesSchema,
  readInterviewState,
  resumeTurn,
  startQuestions,
  type ExtractSlots,
  type InterviewState,
  type ExtractField,
  type SlotValues,
  type Turn,
} from '../../server/interview/dialogue'

/** A scripted extractor: each answer text maps to what it fills; anything else fills nothing. */
function fakeExtractor(script: Record<string, SlotValues>) {
  const calls: { text: string; expectedSlot?: ExtractField }[] = []
  const extract: ExtractSlots = (text, options) => {
    calls.push({ text, ...options })
    return script[text] ?? {}
  }
  return { extract, calls }
}

const ANSWERS: Record<string, SlotValues> = {
  'Forklift or picking': { jobTypes: ['Forklift Operator', 'Order Picker'] },
  'Days or weekends': { shiftPreferences: ['first', 'weekend'] },
  'Around Columbus': { preferredLocations: ['Columbus, OH'] },
  '20 miles': { maximumCommuteDistance: '20 miles' },
  'No, I want to stay here': { relocation: 'no' },
  '17 to 20 bucks an hour': { hourlyRateRange: { min: 17, max: 20 } },
  'Health insurance and PTO': { requiredBenefits: ['Health insurance', 'Paid time off'] },
  'Forklift certified, RF scanner': { skills: ['Forklift certification', 'RF scanner'] },
  'About 6 years': { yearsOfExperience: 6 },
  'I drive a forklift on nights around Columbus for 18 an hour': {
    jobTypes: ['Forklift Operator'],
    shiftPreferences: ['third'],
    preferredLocations: ['Columbus, OH'],
    hourlyRateRange: { min: 18 },
  },
}
const IN_ORDER = [
  'Forklift or picking',
  'Days or weekends',
  'Around Columbus',
  '20 miles',
  'No, I want to stay here',
  '17 to 20 bucks an hour',
  'Health insurance and PTO',
  'Forklift certified, RF scanner',
  'About 6 years',
]

/** Every state on the way goes through JSON and the schema, as it would in storage. */
function stored(state: InterviewState): InterviewState {
  const back = readInterviewState(JSON.parse(JSON.stringify(state)))
  expect(back).toEqual(state)
  return back as InterviewState
}

/** Says the greeting, then answers each turn with the next reply until the closing. */
function converse(start: InterviewState, replies: readonly string[], extract: ExtractSlots) {
  const turns: Turn[] = []
  let state = stored(start)
  let turn = nextTurn(state)
  turns.push(turn)
  if (turn.kind === 'greeting') {
    state = stored(startQuestions(state))
    turn = nextTurn(state)
    turns.push(turn)
  }
  for (const reply of replies) {
    if (turn.kind === 'closing') break
    state = stored(answer(state, reply, extract))
    turn = nextTurn(state)
    turns.push(turn)
  }
  return { state, turns }
}

const asked = (turns: readonly Turn[]) =>
  turns.filter((turn) => turn.kind === 'question' || turn.kind === 'followUp')

const questionSlots = (turns: readonly Turn[]) =>
  turns.filter((turn) => turn.kind === 'question').map((turn) => turn.slot)

const CLOSING_MARCUS =
  "Thanks, Marcus. That's everything I need. We'll look for jobs that fit and let you know. You can hang up now."

function profileWith(changes: Partial<DraftProfile['experienceInfo']> & { skills?: string[] }) {
  const profile = emptyDraftProfile()
  profile.personalInfo.name = 'MARCUS T. REED'
  profile.contactInfo.address = '1450 Alum Creek Dr, Columbus, OH 43219'
  profile.skillInfo.skills = changes.skills ?? []
  profile.experienceInfo.yearsOfExperience = changes.yearsOfExperience ?? 0
  profile.experienceInfo.employmentHistory = changes.employmentHistory ?? []
  return profile
}

describe('the recruiter interview', () => {
  it('greets, asks every slot in order, confirms each answer and closes', () => {
    const { extract, calls } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({ knownSlots: [], candidateName: 'Marcus Reed' }),
      IN_ORDER,
      extract,
    )

    const greeting = turns[0]
    expect(greeting?.kind).toBe('greeting')
    expect(greeting?.text).toMatch(/^Hi Marcus! I'm the Hirelane recruiter/)
    // The length of the interview is on the 'What to expect' screen; the greeting stays short.
    expect(greeting?.text).toContain('Answer by voice, or type')

    expect(questionSlots(turns)).toEqual([...INTERVIEW_SLOTS])
    expect(turns[1]).toEqual({
      kind: 'question',
      slot: 'jobTypes',
      text: 'What kind of work are you looking for? For example forklift, picking, assembly or machine operation.',
    })
    expect(turns[2]?.text).toBe(
      `Got it, forklift operator and order picker. ${SLOT_PROMPTS.shifts.question}`,
    )
    expect(turns[7]?.text).toBe(`Got it, $17 to $20 an hour. ${SLOT_PROMPTS.benefits.question}`)
    expect(turns.at(-1)).toEqual({ kind: 'closing', text: CLOSING_MARCUS })
    expect(turns).toHaveLength(1 + INTERVIEW_SLOTS.length + 1)
    expect(state.stage).toBe('closed')

    // The extractor is told which slot was asked.
    expect(calls.map((call) => call.expectedSlot)).toEqual(
      INTERVIEW_SLOTS.map((slot) => EXPECTED_FIELD[slot]),
    )

    // A closed interview ignores further answers.
    expect(answer(state, 'one more thing', extract)).toBe(state)
  })

  it('tells a phone caller to answer out loud, never to type, and keeps it across a reload', () => {
    const phone = createInterview({ knownSlots: [], candidateName: 'Rosa', channel: 'phone' })
    const greeting = nextTurn(phone).text
    expect(greeting).toContain('answer out loud')
    expect(greeting).not.toMatch(/type/i)
    expect(nextTurn(createInterview({ knownSlots: [], candidateName: 'Rosa' })).text).toContain(
      'or type if you prefer',
    )
    const stored = v.parse(interviewStateSchema, JSON.parse(JSON.stringify(phone)))
    expect(nextTurn(stored).text).toBe(greeting)
    // A record from before the phone interview has no channel: it is a web call.
    const { channel: _channel, ...older } = createInterview({ knownSlots: [] })
    expect(v.parse(interviewStateSchema, older).channel).toBe('web')
  })

  it('skips the slots a candidate volunteered in an earlier answer', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({ knownSlots: [], candidateName: 'Marcus' }),
      [
        'I drive a forklift on nights around Columbus for 18 an hour',
        '20 miles',
        'No, I want to stay here',
        'None really',
        'Forklift certified, RF scanner',
        'About 6 years',
      ],
      extract,
    )
    expect(questionSlots(turns)).toEqual([
      'jobTypes',
      'commute',
      'relocation',
      'benefits',
      'skills',
      'yearsOfExperience',
    ])
    expect(turns[2]).toEqual({
      kind: 'question',
      slot: 'commute',
      text: `Got it, forklift operator. Okay, third shift. Got it, Columbus, OH. Got it, at least $18 an hour. ${SLOT_PROMPTS.commute.question}`,
    })
    expect(turns.at(-1)?.kind).toBe('closing')
    const preferences = finalPreferences(state)
    expect(preferences.jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    expect(preferences.salaryAndBenefits).toEqual({ hourlyRateRange: '$18+', requiredBenefits: [] })
  })

  it('takes what the candidate says during the greeting as volunteered', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const greeted = answer(
      createInterview({ knownSlots: [] }),
      'I drive a forklift on nights around Columbus for 18 an hour',
      extract,
    )
    expect(nextTurn(greeted)).toMatchObject({ kind: 'question', slot: 'commute' })
    expect(greeted.questionsAsked).toBe(1)
  })

  it('never asks for skills and years when the profile knows them, and reports the profile values', () => {
    const profile = profileWith({
      skills: ['Sit-down forklift', 'RF scanner'],
      yearsOfExperience: 7.5,
    })
    const knownSlots = knownPreferenceSlots(profile, { selectedTitles: [], customTitles: [] })
    expect(knownSlots).toEqual(['skills', 'yearsOfExperience', 'location'])

    const { extract } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({ knownSlots, profile }),
      IN_ORDER.filter(
        (reply) => !['Around Columbus', 'Forklift certified, RF scanner'].includes(reply),
      ),
      extract,
    )
    expect(questionSlots(turns)).toEqual([
      'jobTypes',
      'shifts',
      'commute',
      'relocation',
      'pay',
      'benefits',
    ])
    expect(turns[0]?.text).toMatch(/^Hi Marcus!/)
    expect(turns.at(-1)).toEqual({ kind: 'closing', text: CLOSING_MARCUS })
    const preferences = finalPreferences(state)
    expect(preferences.skillsAndExperience).toEqual({
      skills: ['Sit-down forklift', 'RF scanner'],
      yearsOfExperience: 7.5,
    })
    expect(preferences.location.preferredLocations).toEqual(['Columbus, OH'])
  })

  it('uses the onboarding titles when job types are known', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({
        knownSlots: ['jobTypes', 'notASlot'],
        jobTitles: ['Assembler', 'Shipping clerk'],
      }),
      ['Days or weekends'],
      extract,
    )
    expect(questionSlots(turns)[0]).toBe('shifts')
    expect(finalPreferences(state).jobTypeAndSchedule).toMatchObject({
      jobTypes: ['Assembler'],
      roles: ['Shipping clerk'],
    })
  })

  it('follows up exactly once on an answer that fills nothing, then moves on', () => {
    const { extract, calls } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({ knownSlots: [] }),
      ['Forklift or picking', 'Whatever pays', 'Hmm, I really could not say', 'Around Columbus'],
      extract,
    )
    expect(turns.slice(1, 5).map(({ kind, slot }) => ({ kind, slot }))).toEqual([
      { kind: 'question', slot: 'jobTypes' },
      { kind: 'question', slot: 'shifts' },
      { kind: 'followUp', slot: 'shifts' },
      { kind: 'question', slot: 'location' },
    ])
    expect(turns[3]?.text).toBe(SLOT_PROMPTS.shifts.followUp)
    expect(SLOT_PROMPTS.shifts.followUp).not.toBe(SLOT_PROMPTS.shifts.question)
    expect(calls[2]).toEqual({
      text: 'Hmm, I really could not say',
      expectedSlot: 'shiftPreferences',
    })
    expect(turns[5]).toMatchObject({ kind: 'question', slot: 'commute' })
    expect(state.passed).toEqual(['shifts'])
    expect(finalPreferences(state).jobTypeAndSchedule.shiftPreferences).toEqual([])
  })

  it('moves on without a follow-up when the candidate asks to skip', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { turns } = converse(
      createInterview({ knownSlots: [] }),
      ['Forklift or picking', "I'd rather not say"],
      extract,
    )
    expect(turns.at(-1)).toMatchObject({ kind: 'question', slot: 'location' })
  })

  it('moves on without a follow-up when the candidate has nothing to add', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const start = createInterview({ knownSlots: ['preferredLocations', 'jobTypes', 'shifts'] })
    const { state, turns } = converse(start, ['None', 'Anything works'], extract)
    expect(start.knownSlots).toEqual(['jobTypes', 'shifts', 'location'])
    expect(questionSlots(turns)).toEqual(['commute', 'relocation', 'pay'])
    expect(state.passed).toEqual(['commute', 'relocation'])
  })

  it('merges answers itself when the extractor has no mergeSlots, honouring ruled-out values', () => {
    const { extract } = fakeExtractor({
      'Forklift or picking': { jobTypes: ['Forklift Operator', 'Order Picker'] },
      'Actually no picking': { excluded: { jobTypes: ['Order Picker'] } },
    })
    const first = answer(
      startQuestions(createInterview({ knownSlots: [] })),
      'Forklift or picking',
      extract,
    )
    const second = answer(first, 'Actually no picking', extract)
    expect(second.collected).toEqual({
      jobTypes: ['Forklift Operator'],
      excluded: { jobTypes: ['Order Picker'] },
    })
    expect(stored(second)).toEqual(second)
  })

  it('ends with the closing after at most 10 questions, follow-ups included', () => {
    const { extract } = fakeExtractor({})
    const replies = Array.from({ length: 30 }, (_, index) => `mumble ${index}`)
    const { state, turns } = converse(
      createInterview({ knownSlots: [], candidateName: 'marcus' }),
      replies,
      extract,
    )
    expect(asked(turns)).toHaveLength(MAX_QUESTIONS)
    expect(asked(turns).map((turn) => turn.kind)).toEqual(
      Array.from({ length: MAX_QUESTIONS }, (_, index) =>
        index % 2 === 0 ? 'question' : 'followUp',
      ),
    )
    expect(turns.at(-1)).toEqual({ kind: 'closing', text: CLOSING_MARCUS })
    expect(turns).toHaveLength(MAX_QUESTIONS + 2)
    expect(state.questionsAsked).toBe(MAX_QUESTIONS)
  })

  it('closes straight away when the profile answers everything', () => {
    const state = startQuestions(createInterview({ knownSlots: [...INTERVIEW_SLOTS] }))
    expect(nextTurn(state)).toEqual({
      kind: 'closing',
      text: "Thanks. That's everything I need. We'll look for jobs that fit and let you know. You can hang up now.",
    })
  })

  it('repeats the current question after a reconnect', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state } = converse(
      createInterview({ knownSlots: [], candidateName: 'Marcus' }),
      ['Forklift or picking', 'Days or weekends'],
      extract,
    )
    // The call drops; the state was stored as JSON and is read back on reconnect.
    const restored = readInterviewState(JSON.parse(JSON.stringify(state)))
    if (!restored) throw new Error('state did not validate')
    expect(resumeTurn(restored)).toEqual({
      kind: 'question',
      slot: 'location',
      text: "Let's pick up where we left off. Where would you like to work? Tell me a city or town.",
    })
    const followingUp = answer(restored, 'no clue where', extract)
    expect(resumeTurn(followingUp)).toEqual({
      kind: 'followUp',
      slot: 'location',
      text: `Let's pick up where we left off. ${SLOT_PROMPTS.location.followUp}`,
    })
    // The interview continues from there.
    const { turns } = converse(followingUp, IN_ORDER.slice(2), extract)
    expect(questionSlots(turns)).toEqual([
      'commute',
      'relocation',
      'pay',
      'benefits',
      'skills',
      'yearsOfExperience',
    ])
    expect(turns.at(-1)?.kind).toBe('closing')

    // Before the first question there is nothing to pick up: the greeting again.
    expect(resumeTurn(createInterview({ knownSlots: [] })).kind).toBe('greeting')
  })

  it('keeps its state as plain JSON that the schema validates', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state } = converse(createInterview({ knownSlots: ['skills'] }), IN_ORDER, extract)
    const json = JSON.stringify(state)
    expect(v.parse(interviewStateSchema, JSON.parse(json))).toEqual(state)
    expect(readInterviewState({ ...state, stage: 'dancing' })).toBeUndefined()
    expect(readInterviewState({ ...state, questionsAsked: 11 })).toBeUndefined()
    expect(readInterviewState({ ...state, pending: { slot: 'hobbies', kind: 'question' } })).toBe(
      undefined,
    )
    expect(readInterviewState('not a state')).toBeUndefined()
  })

  it('builds the SPEC.md section 3 preferences', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state } = converse(createInterview({ knownSlots: [] }), IN_ORDER, extract)
    const preferences = finalPreferences(state)
    expect(preferences).toEqual({
      jobTypeAndSchedule: {
        jobTypes: ['Forklift Operator', 'Order Picker'],
        roles: [],
        shiftPreferences: ['first', 'weekend'],
      },
      location: {
        preferredLocations: ['Columbus, OH'],
        maximumCommuteDistance: '20 miles',
        relocation: 'No',
      },
      salaryAndBenefits: {
        hourlyRateRange: '$17 - $20',
        requiredBenefits: ['Health insurance', 'Paid time off'],
      },
      skillsAndExperience: {
        skills: ['Forklift certification', 'RF scanner'],
        yearsOfExperience: 6,
      },
    })
    expect(v.is(preferencesSchema, preferences)).toBe(true)

    const empty = finalPreferences(createInterview({ knownSlots: [] }))
    expect(empty).toEqual({
      jobTypeAndSchedule: { jobTypes: [], roles: [], shiftPreferences: [] },
      location: { preferredLocations: [], maximumCommuteDistance: '', relocation: '' },
      salaryAndBenefits: { hourlyRateRange: '', requiredBenefits: [] },
      skillsAndExperience: { skills: [], yearsOfExperience: null },
    })
  })

  it('keeps only well-formed values from the extractor, and merges with its mergeSlots', () => {
    const extractSlots = (() => ({
      shiftPreferences: ['first', 'night'],
      yearsOfExperience: -3,
      preferredLocations: 'Columbus',
      mood: 'happy',
    })) as unknown as ExtractSlots
    const merges: SlotValues[] = []
    const mergeSlots = (current: SlotValues, incoming: SlotValues) => {
      merges.push(incoming)
      return { ...current, ...incoming }
    }
    const state = answer(
      startQuestions(createInterview({ knownSlots: [] })),
      'first shift, not nights',
      { extractSlots, mergeSlots },
    )
    expect(merges).toEqual([{ shiftPreferences: ['first'] }])
    expect(state.collected).toEqual({ shiftPreferences: ['first'] })
    expect(stored(state)).toEqual(state)
    // The job question was not answered, so it gets its follow-up; shifts are not asked later.
    expect(nextTurn(state)).toEqual({
      kind: 'followUp',
      slot: 'jobTypes',
      text: `Okay, first shift. ${SLOT_PROMPTS.jobTypes.followUp}`,
    })
  })

  it('is deterministic: the same script gives the same turns and state', () => {
    const run = () =>
      converse(
        createInterview({ knownSlots: ['location'], profile: profileWith({}) }),
        ['Forklift or picking', 'hm', 'hm', '20 miles', ...IN_ORDER],
        fakeExtractor(ANSWERS).extract,
      )
    expect(run()).toEqual(run())
  })
})
