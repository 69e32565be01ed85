import * as v from 'valibot'
import { FIXED_JOB_TYPES, type FixedJobType } from '../../../contract/jobs'
import { preferencesSchema, type Preferences } from '../../../contract/preferences'
import type { DraftProfile } from '../../resume/draft-profile'
import { cityStateOf } from '../../resume/places'
import {
  RESUME_PREFIX,
  SLOT_PROMPTS,
  closingText,
  greetingText,
  type InterviewChannel,
} from './prompts'
import {
  EXPECTED_FIELD,
  INTERVIEW_SLOTS,
  SLOT_FIELDS,
  filledSlots,
  interviewSlotSchema,
  isFilled,
  mergeSlotValues,
  sanitiseSlots,
  preferencesOf,
  slotValuesSchema,
  toInterviewSlot,
  type ExtractField,
  type InterviewSlot,
  type SlotValues,
} from './slots'

/** At most this many questions, follow-ups included (greeting and closing not counted). */
export const MAX_QUESTIONS = 10

/**
 * The whole interview as plain JSON, so it can be stored and a reconnecting candidate resumes at
 * the question they were asked.
 */
export const interviewStateSchema = v.object({
  version: v.literal(1),
  /** The candidate's first name, or ''. */
  firstName: v.string(),
  /** The product the recruiter introduces itself for (PRODUCT_NAME). */
  productName: v.optional(v.string(), 'Hirelane'),
  /** Where the candidate hears the recruiter; records from before the phone interview are web. */
  channel: v.optional(v.picklist(['web', 'phone']), 'web'),
  stage: v.picklist(['greeting', 'asking', 'closed']),
  /** The question waiting for an answer while stage is 'asking', else null. */
  pending: v.nullable(
    v.object({ slot: interviewSlotSchema, kind: v.picklist(['question', 'followUp']) }),
  ),
  /** Questions put so far, follow-ups included. */
  questionsAsked: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_QUESTIONS)),
  /** Slots the profile already answers; never asked. */
  knownSlots: v.array(interviewSlotSchema),
  /** Slots that had their one follow-up. */
  followedUp: v.array(interviewSlotSchema),
  /** Slots left without an answer (declined, or still empty after the follow-up). */
  passed: v.array(interviewSlotSchema),
  /** What the candidate said, merged answer by answer. */
  collected: slotValuesSchema,
  /** What the profile and onboarding titles say, for the slots the interview does not collect. */
  fromProfile: slotValuesSchema,
  /** Slots the last answer filled, confirmed at the start of the next turn. */
  justFilled: v.array(interviewSlotSchema),
})
export type InterviewState = v.InferOutput<typeof interviewStateSchema>

/** Reads stored JSON back: the state, or undefined when it is not one. */
export function readInterviewState(value: unknown): InterviewState | undefined {
  const result = v.safeParse(interviewStateSchema, value)
  return result.success ? result.output : undefined
}

export type TurnKind = 'greeting' | 'question' | 'followUp' | 'closing'
export interface Turn {
  kind: TurnKind
  /** The slot asked about, on questions and follow-ups. */
  slot?: InterviewSlot
  text: string
}

/** The extractor's call (server/interview/extract): the slot values one answer gives. */
export type ExtractSlots = (text: string, options: { expectedSlot?: ExtractField }) => SlotValues
export type MergeSlots = (current: SlotValues, incoming: SlotValues) => SlotValues
/** Either extractSlots alone or the extractor module; without mergeSlots the dialogue merges. */
export type SlotExtractor = ExtractSlots | { extractSlots: ExtractSlots; mergeSlots?: MergeSlots }

export interface CreateInterviewOptions {
  /** PrepareInterview's knownSlots; names that are not slots are ignored. */
  knownSlots: readonly string[]
  /** The resume's draft profile: name, address, skills and years. */
  profile?: DraftProfile
  /** The candidate's name (full or first); wins over the profile's. */
  candidateName?: string
  /** Titles picked in onboarding (fixed job types and custom titles). */
  jobTitles?: readonly string[]
  /** PRODUCT_NAME; 'Hirelane' by default. */
  productName?: string
  /** The browser's call (the default) or a phone call. */
  channel?: InterviewChannel
}

/** 'MARCUS T. REED' -> 'Marcus'; 'maría' -> 'María'; '' when there is no name. */
export function firstNameOf(name: string | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? ''
  if (first === '') return ''
  const mixed = first !== first.toUpperCase() && first !== first.toLowerCase()
  return mixed ? first : first.charAt(0).toUpperCase() + first.slice(1).toLowerCase()
}

/** 'City, ST' out of a street address, or the whole address when it has no such part. */
const placeOf = (address: string) => cityStateOf(address) || address.trim()

function profileValues(
  profile: DraftProfile | undefined,
  jobTitles: readonly string[],
): SlotValues {
  const values: SlotValues = {}
  const fixed = jobTitles.filter((title) => (FIXED_JOB_TYPES as readonly string[]).includes(title))
  const custom = jobTitles.filter(
    (title) => title.trim() !== '' && !(FIXED_JOB_TYPES as readonly string[]).includes(title),
  )
  if (fixed.length > 0) values.jobTypes = fixed as FixedJobType[]
  if (custom.length > 0) values.roles = custom.map((title) => title.trim())
  if (!profile) return values
  const skills = profile.skillInfo.skills.map((skill) => skill.trim()).filter((s) => s !== '')
  if (skills.length > 0) values.skills = skills
  const { yearsOfExperience, employmentHistory } = profile.experienceInfo
  if (yearsOfExperience > 0 || employmentHistory.length > 0) {
    values.yearsOfExperience = yearsOfExperience
  }
  const place = placeOf(profile.contactInfo.address)
  if (place !== '') values.preferredLocations = [place]
  return values
}

export function createInterview(options: CreateInterviewOptions): InterviewState {
  const known = new Set(options.knownSlots.map(toInterviewSlot))
  const knownSlots = INTERVIEW_SLOTS.filter((slot) => known.has(slot))
  return {
    version: 1,
    firstName: firstNameOf(options.candidateName ?? options.profile?.personalInfo.name),
    productName: options.productName ?? 'Hirelane',
    channel: options.channel ?? 'web',
    stage: 'greeting',
    pending: null,
    questionsAsked: 0,
    knownSlots,
    followedUp: [],
    passed: [],
    collected: {},
    fromProfile: profileValues(options.profile, options.jobTitles ?? []),
    justFilled: [],
  }
}

const slotText = (slot: InterviewSlot, kind: 'question' | 'followUp') =>
  kind === 'question' ? SLOT_PROMPTS[slot].question : SLOT_PROMPTS[slot].followUp

const confirmations = (state: InterviewState) =>
  state.justFilled
    .map((slot) => SLOT_PROMPTS[slot].confirm(state.collected))
    .filter((sentence) => sentence !== '')

/** What the recruiter says now. Pure: the same state gives the same turn. */
export function nextTurn(state: InterviewState): Turn {
  if (state.stage === 'greeting') {
    return {
      kind: 'greeting',
      text: greetingText(state.firstName, state.productName, state.channel),
    }
  }
  if (state.stage === 'closed' || state.pending === null) {
    return { kind: 'closing', text: closingText(state.firstName) }
  }
  const { slot, kind } = state.pending
  return { kind, slot, text: nextTurnParts(state).join(' ') }
}

/**
 * nextTurn's text as the sentences it is made of: the confirmations of the last answer, then
 * the question. The voice says them as separate prompts so the fixed question comes from the
 * prompt cache however the confirmation varies.
 */
export function nextTurnParts(state: InterviewState): string[] {
  if (state.stage !== 'asking' || state.pending === null) return [nextTurn(state).text]
  const { slot, kind } = state.pending
  return [...confirmations(state), slotText(slot, kind)]
}

/** Every fixed sentence the recruiter may say to a candidate of this first name. */
export function fixedPromptTexts(
  firstName: string,
  productName?: string,
  channel?: InterviewChannel,
): string[] {
  const questions = INTERVIEW_SLOTS.flatMap((slot) => [
    SLOT_PROMPTS[slot].question,
    SLOT_PROMPTS[slot].followUp,
    `${RESUME_PREFIX} ${SLOT_PROMPTS[slot].question}`,
  ])
  // In the order a call needs them, so warming the cache serves the first turns first.
  return [greetingText(firstName, productName, channel), ...questions, closingText(firstName)]
}

/** The turn to say after a reconnect: the question waiting for an answer, said again. */
export function resumeTurn(state: InterviewState): Turn {
  if (state.stage !== 'asking' || state.pending === null) return nextTurn(state)
  const { slot, kind } = state.pending
  return { kind, slot, text: `${RESUME_PREFIX} ${slotText(slot, kind)}` }
}

/** The slots still to ask about, in interview order. */
export function remainingSlots(state: InterviewState): InterviewSlot[] {
  return INTERVIEW_SLOTS.filter(
    (slot) =>
      !state.knownSlots.includes(slot) &&
      !state.passed.includes(slot) &&
      !isFilled(state.collected, slot),
  )
}

/** Puts the next question, or closes when nothing is left or the question budget is spent. */
function askNext(state: InterviewState): InterviewState {
  const slot = remainingSlots(state)[0]
  if (slot === undefined || state.questionsAsked >= MAX_QUESTIONS) {
    return { ...state, stage: 'closed', pending: null }
  }
  return {
    ...state,
    stage: 'asking',
    pending: { slot, kind: 'question' },
    questionsAsked: state.questionsAsked + 1,
  }
}

/** The greeting has been said: the first question comes next. */
export function startQuestions(state: InterviewState): InterviewState {
  if (state.stage !== 'greeting') return state
  return askNext({ ...state, justFilled: [] })
}

/**
 * "skip", "I'd rather not say", "I don't know", or a whole answer of "none", "no", "anything":
 * the candidate has nothing to add, so the dialogue moves on without a follow-up.
 */
const DECLINE =
  /\b(skip( (it|this|that))?|pass|next question|rather not|prefer not|don'?t know|not sure|no idea)\b|^\W*(no|nope|none|nothing|not really|no preference|(it )?doesn'?t matter|any|anything( works)?)( really)?\W*$/i

function extractWith(
  extract: SlotExtractor,
  text: string,
  expectedSlot: InterviewSlot | undefined,
) {
  const options = expectedSlot === undefined ? {} : { expectedSlot: EXPECTED_FIELD[expectedSlot] }
  return typeof extract === 'function'
    ? { incoming: extract(text, options), merge: mergeSlotValues }
    : {
        incoming: extract.extractSlots(text, options),
        merge: extract.mergeSlots ?? mergeSlotValues,
      }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The candidate's answer (spoken or typed) to the current turn. Merges what it fills, including
 * slots volunteered early (never asked later); asks one follow-up when the current slot is still
 * empty, then moves on; closes when every slot is filled, known or passed, or after MAX_QUESTIONS.
 * An answer during the greeting counts as volunteered and starts the questions.
 */
export function answer(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  if (state.stage === 'closed') return state
  const current = state.pending?.slot
  const { incoming, merge } = extractWith(extract, text, current)
  const collected = sanitiseSlots(merge(state.collected, sanitiseSlots(incoming)))
  // Confirm only what this answer added or changed.
  const justFilled = filledSlots(collected).filter(
    (slot) => !sameJson(pick(state.collected, slot), pick(collected, slot)),
  )
  const next: InterviewState = { ...state, collected, justFilled }

  if (state.stage === 'greeting' || current === undefined) return askNext(next)
  if (isFilled(collected, current)) return askNext(next)

  const declined = DECLINE.test(text)
  if (!declined && !state.followedUp.includes(current) && state.questionsAsked < MAX_QUESTIONS) {
    return {
      ...next,
      pending: { slot: current, kind: 'followUp' },
      questionsAsked: state.questionsAsked + 1,
      followedUp: [...state.followedUp, current],
    }
  }
  return askNext({ ...next, passed: [...state.passed, current] })
}

/**
 * The current question got no usable answer that can be understood (a voice answer with no
 * transcriber, or silence until the answer timeout): move on without a follow-up.
 */
export function passQuestion(state: InterviewState): InterviewState {
  if (state.stage === 'greeting') return startQuestions(state)
  const current = state.pending?.slot
  if (state.stage === 'closed' || current === undefined) return state
  return askNext({ ...state, justFilled: [], passed: [...state.passed, current] })
}

const pick = (values: SlotValues, slot: InterviewSlot) =>
  SLOT_FIELDS[slot].map((field) => values[field])

export const isClosed = (state: InterviewState) => state.stage === 'closed'

export { preferencesSchema, type Preferences }

/** The slot values to use: the candidate's words where they gave some, else the profile's. */
export function collectedSlots(state: InterviewState): SlotValues {
  const out: Record<string, unknown> = {}
  for (const slot of INTERVIEW_SLOTS) {
    const source = isFilled(state.collected, slot) ? state.collected : state.fromProfile
    for (const field of SLOT_FIELDS[slot]) {
      if (source[field] !== undefined) out[field] = source[field]
    }
  }
  return out as SlotValues
}

/**
 * SPEC.md section 3 Preferences from the answers, and from the profile and onboarding titles for
 * the questions the interview skipped or the candidate left empty.
 */
export function finalPreferences(state: InterviewState): Preferences {
  return preferencesOf(collectedSlots(state))
}
