import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emptyDraftProfile, type DraftProfile } from '../resume/draft-profile'
import { answeredBeforeInterview, profileSlots, titleSlots } from './profile-slots'
import {
  EXPECTED_FIELD,
  MAX_QUESTIONS,
  INTERVIEW_SLOTS,
  SLOT_PROMPTS,
  answer,
  awaitsAnswer,
  closingText,
  fixedPromptTexts,
  nextTurnParts,
  passQuestion,
  readBackText,
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
  type SlotValues,
  type Turn,
} from '../interview/dialogue'
import { fakeExtractor } from '../../tests/support/scripted-extractor'

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

/** Only the resume is known before the interview. */
const resumeOnly = (resume: DraftProfile) => ({ selectedTitles: [], customTitles: [], resume })

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
    expect(greeting?.text).toContain('Answer by voice, tap a choice, or type')

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
    // After the last question, what was understood is read back once before the closing.
    expect(turns.at(-1)).toEqual({
      kind: 'readBack',
      text: 'I have you down for forklift or picking work on days and weekends near Columbus, $17 to $20 an hour. Is that right? Answer yes, or tell me what to change.',
    })
    expect(turns).toHaveLength(1 + INTERVIEW_SLOTS.length + 1)
    expect(state.stage).toBe('readBack')
    const closed = stored(answer(state, 'Yes', extract))
    expect(nextTurn(closed)).toEqual({ kind: 'closing', text: CLOSING_MARCUS })
    expect(closed.stage).toBe('closed')

    // The extractor is told which slot was asked; the read-back asks about none.
    expect(calls.map((call) => call.expectedSlot)).toEqual([
      ...INTERVIEW_SLOTS.map((slot) => EXPECTED_FIELD[slot]),
      undefined,
    ])

    // A closed interview ignores further answers.
    expect(answer(closed, 'one more thing', extract)).toBe(closed)
  })

  it('tells a phone caller to answer out loud or by keypad, never to type, and keeps it across a reload', () => {
    const phone = createInterview({ knownSlots: [], candidateName: 'Rosa', channel: 'phone' })
    const greeting = nextTurn(phone).text
    expect(greeting).toMatch(
      /Answer out loud after each question, or with your keypad when I name the keys\.$/,
    )
    expect(greeting).not.toMatch(/type/i)
    expect(nextTurn(createInterview({ knownSlots: [], candidateName: 'Rosa' })).text).toMatch(
      /Answer by voice, tap a choice, or type if you prefer\.$/,
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
        'Yes',
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
    const knownSlots = answeredBeforeInterview(resumeOnly(profile))
    expect(knownSlots).toEqual(['location', 'skills', 'yearsOfExperience'])

    const { extract } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({
        knownSlots,
        fromProfile: profileSlots(resumeOnly(profile)),
        candidateName: profile.personalInfo.name,
      }),
      [
        ...IN_ORDER.filter(
          (reply) =>
            !['Around Columbus', 'Forklift certified, RF scanner', 'About 6 years'].includes(reply),
        ),
        'Yes',
      ],
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

  it('uses the onboarding titles, as the extractor reads them, when job types are known', () => {
    const { extract } = fakeExtractor(ANSWERS)
    const { state, turns } = converse(
      createInterview({
        knownSlots: ['jobTypes', 'notASlot'],
        fromProfile: titleSlots(['Assembler'], ['Shipping clerk']),
      }),
      ['Days or weekends'],
      extract,
    )
    expect(questionSlots(turns)[0]).toBe('shifts')
    expect(finalPreferences(state).jobTypeAndSchedule).toMatchObject({
      jobTypes: ['Assembler'],
      roles: ['Shipping and Receiving Clerk'],
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
    const { turns } = converse(followingUp, [...IN_ORDER.slice(2), 'Yes'], extract)
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

  it('builds the preferences in the contract shape', () => {
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
        createInterview({
          knownSlots: ['location'],
          fromProfile: profileSlots(resumeOnly(profileWith({}))),
        }),
        ['Forklift or picking', 'hm', 'hm', '20 miles', ...IN_ORDER],
        fakeExtractor(ANSWERS).extract,
      )
    expect(run()).toEqual(run())
  })
})

/** The pay, shift and place answers a read-back is corrected with, as the extractor reads them. */
const CORRECTIONS: Record<string, SlotValues> = {
  ...ANSWERS,
  Forklift: { jobTypes: ['Forklift Operator'] },
  'Nights, in Dallas for at least 19 an hour': {
    shiftPreferences: ['third'],
    preferredLocations: ['Dallas, TX'],
    hourlyRateRange: { min: 19 },
  },
  'No, days not nights': { shiftPreferences: ['first'], excluded: { shiftPreferences: ['third'] } },
  'Actually 20 an hour': { hourlyRateRange: { min: 20 } },
  Days: { shiftPreferences: ['first'] },
  'Weekends too': { shiftPreferences: ['weekend'] },
  'Not nights': { excluded: { shiftPreferences: ['third'] } },
  'Yes, forklift on nights': { jobTypes: ['Forklift Operator'], shiftPreferences: ['third'] },
  'No, Fort Worth': { preferredLocations: ['Fort Worth, TX'] },
}

const READ_BACK = 'I have you down for forklift work on nights near Dallas, at least $19 an hour.'
const CLOSING_ROSA =
  "Thanks, Rosa. That's everything I need. We'll look for jobs that fit and let you know. You can hang up now."

/**
 * Rosa's interview up to the read-back: forklift, nights, Dallas, $19 and the rest, as a phone
 * or browser call; every question but the job and the relocation is passed.
 */
function atReadBack(channel: 'web' | 'phone' = 'web') {
  const { extract, calls } = fakeExtractor(CORRECTIONS)
  const { state, turns } = converse(
    createInterview({ knownSlots: [], candidateName: 'Rosa', channel }),
    [
      'Forklift',
      'Nights, in Dallas for at least 19 an hour',
      'skip',
      'No, I want to stay here',
      'skip',
      'skip',
      'skip',
    ],
    extract,
  )
  return { state, turns, extract, calls }
}

/** The interview after these replies to the read-back ('<silence>' passes, as a timeout does). */
function replyToReadBack(state: InterviewState, replies: string[], extract: ExtractSlots) {
  let current = state
  const turns: Turn[] = []
  for (const reply of replies) {
    current = stored(
      reply === '<silence>' ? passQuestion(current) : answer(current, reply, extract),
    )
    turns.push(nextTurn(current))
  }
  return { state: current, turns }
}

describe('the read-back before the closing', () => {
  it('says the main facts in one short sentence, in the words a candidate uses', () => {
    expect(
      readBackText({
        jobTypes: ['Forklift Operator'],
        shiftPreferences: ['third'],
        preferredLocations: ['Dallas, TX'],
        hourlyRateRange: { min: 19 },
        // Not read back: the sentence stays short.
        maximumCommuteDistance: '20 miles',
        requiredBenefits: ['Health insurance'],
        skills: ['RF scanner'],
        yearsOfExperience: 4,
      }),
    ).toBe(READ_BACK)
    expect(readBackText({ jobTypes: ['Order Picker', 'Assembler'] })).toBe(
      'I have you down for picking or assembly work.',
    )
    expect(readBackText({ hourlyRateRange: { min: 17, max: 20 } })).toBe(
      'I have you down for work paying $17 to $20 an hour.',
    )
    expect(
      readBackText({ hourlyRateRange: { max: 22 }, shiftPreferences: ['first', 'weekend'] }),
    ).toBe('I have you down for work on days and weekends, up to $22 an hour.')
    expect(
      readBackText({
        jobTypes: ['Warehouse Associate', 'Material Handler'],
        roles: ['Shipping Clerk', 'Packer'],
        shiftPreferences: ['first', 'second', 'third', 'weekend'],
      }),
    ).toBe(
      'I have you down for warehouse, material handling, shipping clerk or other work on any shift and weekends.',
    )
    expect(
      readBackText({ preferredLocations: ['Texas'], hourlyRateRange: { min: 18, max: 18 } }),
    ).toBe('I have you down for work in Texas, $18 an hour.')
    expect(readBackText({ preferredLocations: ['Dallas, TX', 'Fort Worth, TX', '76101'] })).toBe(
      'I have you down for work near Dallas, Fort Worth or zip code 76101.',
    )
    expect(readBackText({ shiftPreferences: ['second', 'rotating'] })).toBe(
      'I have you down for work on evenings and rotating shifts.',
    )
    // Nothing of the four facts: nothing to read back.
    expect(readBackText({ maximumCommuteDistance: '20 miles', yearsOfExperience: 3 })).toBe('')
    expect(readBackText({})).toBe('')
  })

  it('comes after the last question, is not counted as one, and asks for a yes or a correction', () => {
    const { state, turns } = atReadBack()
    expect(turns.at(-2)?.kind).toBe('question')
    expect(turns.at(-1)).toEqual({
      kind: 'readBack',
      text: `${READ_BACK} Is that right? Answer yes, or tell me what to change.`,
    })
    // The varying sentence and the fixed question are separate prompts; the question is cached.
    expect(nextTurnParts(state)).toEqual([
      READ_BACK,
      'Is that right? Answer yes, or tell me what to change.',
    ])
    expect(fixedPromptTexts('Rosa')).toContain(
      'Is that right? Answer yes, or tell me what to change.',
    )
    expect(state).toMatchObject({ stage: 'readBack', pending: null, justFilled: [] })
    expect(state.questionsAsked).toBe(asked(turns).length)
    expect(awaitsAnswer(state)).toBe(true)
  })

  it('asks a phone caller to say it, never to type', () => {
    const { state, turns } = atReadBack('phone')
    // Then how to answer on the keypad (dialogue/keypad.ts): a phone has keys, not a keyboard.
    expect(turns.at(-1)?.text).toBe(
      `${READ_BACK} Is that right? Say yes, or tell me what to change. Or press 1 for yes, 2 to change something.`,
    )
    expect(fixedPromptTexts('Rosa', 'Hirelane', 'phone')).toContain(
      'Is that right? Say yes, or tell me what to change.',
    )
    expect(nextTurn(state).text).not.toMatch(/type/i)
  })

  it('closes on a yes (in any of the ways it is said), keeping what it read back', () => {
    const { state, extract } = atReadBack()
    for (const yes of ['Yes', 'yeah', "that's right", 'correct', 'sí', 'Yes, forklift on nights']) {
      const { state: closed, turns } = replyToReadBack(state, [yes], extract)
      expect(turns).toEqual([{ kind: 'closing', text: CLOSING_ROSA }])
      expect(closed.collected).toEqual(state.collected)
      expect(awaitsAnswer(closed)).toBe(false)
    }
  })

  it('closes on silence, as a yes', () => {
    const { state, extract } = atReadBack()
    const { state: closed, turns } = replyToReadBack(state, ['<silence>'], extract)
    expect(turns).toEqual([{ kind: 'closing', text: CLOSING_ROSA }])
    expect(finalPreferences(closed)).toEqual(finalPreferences(state))
  })

  it('replaces the slot a correction names, acknowledges it and closes', () => {
    const { state, extract, calls } = atReadBack()
    const { state: closed, turns } = replyToReadBack(state, ['No, days not nights'], extract)
    // Asked about no slot in particular: the correction may be about any of them.
    expect(calls.at(-1)).toEqual({ text: 'No, days not nights' })
    expect(turns).toEqual([{ kind: 'closing', text: `Okay, first shift. ${CLOSING_ROSA}` }])
    expect(nextTurnParts(closed)).toEqual(['Okay, first shift.', CLOSING_ROSA])
    // Days replace nights (not days and nights), and nights stay ruled out for matching.
    expect(closed.collected.shiftPreferences).toEqual(['first'])
    expect(closed.collected.excluded).toEqual({ shiftPreferences: ['third'] })
    expect(closed.justFilled).toEqual(['shifts'])
    expect(finalPreferences(closed).jobTypeAndSchedule.shiftPreferences).toEqual(['first'])
    expect(finalPreferences(closed).salaryAndBenefits.hourlyRateRange).toBe('$19+')
  })

  it('replaces the pay with a new pay', () => {
    const { state, extract } = atReadBack()
    const { state: closed, turns } = replyToReadBack(state, ['Actually 20 an hour'], extract)
    expect(turns).toEqual([
      { kind: 'closing', text: `Got it, at least $20 an hour. ${CLOSING_ROSA}` },
    ])
    expect(finalPreferences(closed).salaryAndBenefits.hourlyRateRange).toBe('$20+')
    expect(finalPreferences(closed).jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
  })

  it('adds rather than replaces when the answer says yes or too', () => {
    const { state, extract } = atReadBack()
    const { state: closed } = replyToReadBack(state, ['Weekends too'], extract)
    expect(closed.collected.shiftPreferences).toEqual(['third', 'weekend'])
    // A yes keeps what was read back: 'yes, forklift' of 'forklift or picking' drops no picking.
    const both = {
      ...state,
      collected: { ...state.collected, jobTypes: ['Forklift Operator', 'Order Picker'] },
    } satisfies InterviewState
    const yes = fakeExtractor({
      'Yes, forklift': { jobTypes: ['Forklift Operator'] },
      'No, forklift': { jobTypes: ['Forklift Operator'] },
    }).extract
    expect(replyToReadBack(both, ['Yes, forklift'], yes).state.collected).toEqual(both.collected)
    expect(replyToReadBack(both, ['No, forklift'], yes).state.collected.jobTypes).toEqual([
      'Forklift Operator',
    ])
  })

  it('says it changed something it has no sentence for (a shift ruled out, nothing left)', () => {
    const { state, extract } = atReadBack()
    const { state: closed, turns } = replyToReadBack(state, ['Not nights'], extract)
    expect(closed.collected.shiftPreferences).toBeUndefined()
    expect(closed.collected.excluded).toEqual({ shiftPreferences: ['third'] })
    expect(turns[0]?.text).toBe(`Okay, any shift works. ${CLOSING_ROSA}`)
    const jobs = replyToReadBack(
      { ...state, collected: { ...state.collected, jobTypes: ['Forklift Operator'] } },
      ['Not forklift'],
      fakeExtractor({ 'Not forklift': { excluded: { jobTypes: ['Forklift Operator'] } } }).extract,
    )
    expect(jobs.turns[0]?.text).toBe(`Okay, I've changed that. ${CLOSING_ROSA}`)
  })

  it('asks what to change after a bare no, applies the answer, and reads back no second time', () => {
    const { state, extract } = atReadBack()
    const { state: asking, turns } = replyToReadBack(state, ['No'], extract)
    expect(turns).toEqual([{ kind: 'readBack', text: 'What should I change?' }])
    expect(asking.stage).toBe('correcting')
    expect(awaitsAnswer(asking)).toBe(true)
    expect(asking.questionsAsked).toBe(state.questionsAsked)

    const corrected = replyToReadBack(asking, ['Days'], extract)
    expect(corrected.turns).toEqual([
      { kind: 'closing', text: `Okay, first shift. ${CLOSING_ROSA}` },
    ])
    expect(finalPreferences(corrected.state).jobTypeAndSchedule.shiftPreferences).toEqual(['first'])

    // One chance: another no, silence or nothing new after 'What should I change?' closes.
    for (const reply of ['No', '<silence>', 'hmm']) {
      const after = replyToReadBack(asking, [reply], extract)
      expect(after.turns).toEqual([{ kind: 'closing', text: CLOSING_ROSA }])
      expect(after.state.collected).toEqual(state.collected)
    }
    for (const no of ['nope', "That's wrong", 'not quite', 'no es correcto']) {
      expect(replyToReadBack(state, [no], extract).state.stage).toBe('correcting')
    }
    // A no that means 'nothing to change' closes.
    for (const fine of ["No, that's right", 'nothing', 'no changes']) {
      expect(replyToReadBack(state, [fine], extract).state.stage).toBe('closed')
    }
  })

  it('lets a correction replace what the profile gave', () => {
    const { extract } = fakeExtractor(CORRECTIONS)
    const profile = profileWith({ skills: ['RF scanner'], yearsOfExperience: 2 })
    const { state, turns } = converse(
      createInterview({
        knownSlots: ['location', 'skills', 'yearsOfExperience'],
        fromProfile: profileSlots(resumeOnly(profile)),
      }),
      ['Forklift or picking', 'Days', 'skip', 'skip', 'skip', 'skip'],
      extract,
    )
    expect(turns.at(-1)?.text).toMatch(
      /^I have you down for forklift or picking work on days near Columbus\./,
    )
    const { state: closed } = replyToReadBack(state, ['No, Fort Worth'], extract)
    expect(finalPreferences(closed).location.preferredLocations).toEqual(['Fort Worth, TX'])
  })

  it('is skipped when the answers filled nothing: the closing follows the last question', () => {
    // Spoken answers with no transcriber pass every question; the profile's titles are not read back.
    let state = startQuestions(
      createInterview({ knownSlots: [], fromProfile: titleSlots(['Assembler'], []) }),
    )
    const kinds: string[] = []
    while (awaitsAnswer(state)) {
      state = passQuestion(state)
      kinds.push(nextTurn(state).kind)
    }
    expect(kinds.at(-1)).toBe('closing')
    expect(kinds).not.toContain('readBack')
    expect(nextTurn(state).text).toBe(closingText(''))
  })

  it('is said again after a reconnect, with what to change', () => {
    const { state, extract } = atReadBack()
    expect(resumeTurn(state)).toEqual({
      kind: 'readBack',
      text: `Let's pick up where we left off. ${READ_BACK} Is that right? Answer yes, or tell me what to change.`,
    })
    const asking = answer(state, 'No', extract)
    expect(resumeTurn(asking)).toEqual({
      kind: 'readBack',
      text: `Let's pick up where we left off. ${READ_BACK} What should I change?`,
    })
    expect(readInterviewState(JSON.parse(JSON.stringify(asking)))).toEqual(asking)
  })
})
