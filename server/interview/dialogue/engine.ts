import * as v from 'valibot'
import { APP_LANGUAGES, type AppLanguage } from '../../../contract/app-language'
import type { CaptionKind } from '../../../contract/interview'
import { preferencesSchema, type Preferences } from '../../../contract/preferences'
import { acceptsSpanish, looksSpanish } from './answer-language'
import { DIALOGUE_PROMPTS } from './prompt-table'
import type { DialoguePrompts, InterviewChannel, KeypadSlot } from './prompts'
import { SPANISH_OFFER_KEYPAD_HINT, SPANISH_PROMPTS, switchToSpanishOffer } from './prompts-es'
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

/**
 * At most this many questions, follow-ups included (greeting, read-back and closing not counted:
 * they ask about no preference).
 */
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
  /** The language the recruiter speaks (docs/adr/0107); records from before it are English. */
  language: v.optional(v.picklist(APP_LANGUAGES), 'en'),
  /**
   * The first answer with words has been looked at for its language: an English interview
   * offers Spanish at most once, and a Spanish one never offers anything.
   */
  languageChecked: v.optional(v.boolean(), false),
  /**
   * 'readBack': what was understood has been read back, and a yes or a correction is awaited;
   * 'correcting': the candidate said no without saying what, and was asked what to change;
   * 'offeringSpanish': the first answer was Spanish, and whether to go on in Spanish was asked
   * (pending holds the question that comes next, or null for the read-back);
   * 'confirmingAnswer': an answer heard with little certainty (the phone on the embedded
   * recogniser) was said back, and a yes is awaited before it counts (pending is its question,
   * or null for one said over the greeting).
   */
  stage: v.picklist([
    'greeting',
    'asking',
    'confirmingAnswer',
    'offeringSpanish',
    'readBack',
    'correcting',
    'closed',
  ]),
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
  /**
   * Slots the last answer filled, confirmed at the start of the next turn; after a correction of
   * the read-back, the slots it changed, acknowledged before the closing.
   */
  justFilled: v.array(interviewSlotSchema),
  /**
   * The question waiting re-asks a slot the candidate chose to change after the read-back ('No,
   * change something', then 'The shifts'): its answer replaces that slot, then the closing.
   */
  changing: v.optional(v.boolean(), false),
  /**
   * While stage is 'confirmingAnswer': the words heard (a yes takes them as the answer), and the
   * values they would fill with the slots they fill (what is said back).
   */
  heard: v.optional(
    v.object({
      text: v.string(),
      collected: slotValuesSchema,
      filled: v.array(interviewSlotSchema),
    }),
  ),
})
export type InterviewState = v.InferOutput<typeof interviewStateSchema>

/** Reads stored JSON back: the state, or undefined when it is not one. */
export function readInterviewState(value: unknown): InterviewState | undefined {
  const result = v.safeParse(interviewStateSchema, value)
  return result.success ? result.output : undefined
}

/**
 * What the recruiter's turn is, as its caption names it (contract CAPTION_KINDS): 'readBack' is
 * the read-back and, after a bare no, its 'What should I change?'.
 */
export type TurnKind = CaptionKind
export interface Turn {
  kind: TurnKind
  /** The slot asked about, on questions and follow-ups. */
  slot?: InterviewSlot
  text: string
}

/** The extractor's call (server/interview/extract): the slot values one answer gives. */
export type ExtractSlots = (text: string, options: { expectedSlot?: ExtractField }) => SlotValues
type MergeSlots = (current: SlotValues, incoming: SlotValues) => SlotValues
/** Either extractSlots alone or the extractor module; without mergeSlots the dialogue merges. */
export type SlotExtractor = ExtractSlots | { extractSlots: ExtractSlots; mergeSlots?: MergeSlots }

export interface CreateInterviewOptions {
  /** The questions not to ask (PrepareInterview's knownSlots); names not of slots are ignored. */
  knownSlots: readonly string[]
  /**
   * What onboarding and the resume say (server/services/profile-slots.ts): read back, and saved,
   * for the questions not asked.
   */
  fromProfile?: SlotValues
  /** The candidate's name (full or first). */
  candidateName?: string
  /** PRODUCT_NAME; 'Hirelane' by default. */
  productName?: string
  /** The browser's call (the default) or a phone call. */
  channel?: InterviewChannel
  /** The candidate's app language (candidates.app_language); English by default. */
  language?: AppLanguage
}

/** 'MARCUS T. REED' -> 'Marcus'; 'maría' -> 'María'; '' when there is no name. */
function firstNameOf(name: string | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? ''
  if (first === '') return ''
  const mixed = first !== first.toUpperCase() && first !== first.toLowerCase()
  return mixed ? first : first.charAt(0).toUpperCase() + first.slice(1).toLowerCase()
}

export function createInterview(options: CreateInterviewOptions): InterviewState {
  const known = new Set(options.knownSlots.map(toInterviewSlot))
  const knownSlots = INTERVIEW_SLOTS.filter((slot) => known.has(slot))
  return {
    version: 1,
    firstName: firstNameOf(options.candidateName),
    productName: options.productName ?? 'Hirelane',
    channel: options.channel ?? 'web',
    language: options.language ?? 'en',
    // A Spanish interview has nothing to offer; an English one looks at the first answer.
    languageChecked: (options.language ?? 'en') !== 'en',
    stage: 'greeting',
    pending: null,
    questionsAsked: 0,
    knownSlots,
    followedUp: [],
    passed: [],
    collected: {},
    fromProfile: options.fromProfile ?? {},
    justFilled: [],
    changing: false,
  }
}

/** The language of what the recruiter says now: the offer of Spanish is in Spanish. */
export const spokenLanguage = (state: InterviewState): AppLanguage =>
  state.stage === 'offeringSpanish' ? 'es' : state.language

/** The recruiter's words in the interview's language. */
const promptsOf = (state: Pick<InterviewState, 'language'>): DialoguePrompts =>
  DIALOGUE_PROMPTS[state.language]

const slotText = (state: InterviewState, slot: InterviewSlot, kind: 'question' | 'followUp') =>
  kind === 'question'
    ? promptsOf(state).slots[slot].question
    : promptsOf(state).slots[slot].followUp

const confirmations = (state: InterviewState) =>
  state.justFilled
    .map((slot) => promptsOf(state).slots[slot].confirm(state.collected))
    .filter((sentence) => sentence !== '')

/** The sentence read back: the four main facts of what the interview would save. */
const readBackSentence = (state: InterviewState) => promptsOf(state).readBack(collectedSlots(state))

/** What an uncertain answer would fill, said back as the confirmations of a kept answer are. */
const heardBack = (state: InterviewState) =>
  state.heard === undefined
    ? []
    : confirmations({ ...state, collected: state.heard.collected, justFilled: state.heard.filled })

/** What the recruiter says now. Pure: the same state gives the same turn. */
export function nextTurn(state: InterviewState): Turn {
  if (state.stage === 'greeting') {
    return {
      kind: 'greeting',
      text: promptsOf(state).greeting(state.firstName, state.productName, state.channel),
    }
  }
  const text = nextTurnParts(state).join(' ')
  if (state.stage === 'readBack' || state.stage === 'correcting') return { kind: 'readBack', text }
  // What was said over the greeting, said back: a question about no slot yet.
  if (state.stage === 'confirmingAnswer' && state.pending === null)
    return { kind: 'question', text }
  // A question about the interview, not a preference: captioned as one, with no slot.
  if (state.stage === 'offeringSpanish') return { kind: 'question', text }
  if (state.stage === 'closed' || state.pending === null) return { kind: 'closing', text }
  const { slot, kind } = state.pending
  return { kind, slot, text }
}

/**
 * nextTurn's text as the sentences it is made of: the confirmations of the last answer, then
 * the question (or the read-back, then its question; or the acknowledgement of a correction,
 * then the closing). The voice says them as separate prompts so the fixed sentence comes from
 * the prompt cache however the varying one changes.
 */
export function nextTurnParts(state: InterviewState): string[] {
  const prompts = promptsOf(state)
  const hint = keypadHint(state)
  const withHint = (parts: string[]) => (hint === undefined ? parts : [...parts, hint])
  switch (state.stage) {
    case 'greeting':
      return [nextTurn(state).text]
    case 'offeringSpanish':
      return withHint([switchToSpanishOffer(state.channel)])
    case 'readBack':
      return withHint([readBackSentence(state), prompts.readBackQuestion(state.channel)])
    case 'confirmingAnswer':
      return withHint([...heardBack(state), prompts.isThatRight(state.channel)])
    case 'correcting':
      return withHint([prompts.correctionQuestion])
    case 'closed':
      return [...acknowledgements(state), prompts.closing(state.firstName)]
    case 'asking':
      if (state.pending === null) return [prompts.closing(state.firstName)]
      return withHint([
        ...confirmations(state),
        slotText(state, state.pending.slot, state.pending.kind),
      ])
  }
}

const hasKeypadHint = (slot: InterviewSlot, hints: object): slot is KeypadSlot => slot in hints

/**
 * On the phone, the sentence after the question that says how to answer it on the keypad
 * (keypad.ts reads the keys); undefined in the browser, which shows buttons, and for a question
 * the keypad does not answer. A sentence of its own, so it is synthesised once for everyone.
 */
export function keypadHint(state: InterviewState): string | undefined {
  if (state.channel !== 'phone') return undefined
  const { hints } = promptsOf(state).keypad
  switch (state.stage) {
    case 'asking': {
      const slot = state.pending?.slot
      return slot !== undefined && hasKeypadHint(slot, hints) ? hints[slot] : undefined
    }
    case 'readBack':
      return hints.readBack
    case 'confirmingAnswer':
      return hints.confirmAnswer
    case 'correcting':
      return hints.change
    case 'offeringSpanish':
      return SPANISH_OFFER_KEYPAD_HINT
    default:
      return undefined
  }
}

/** Before the closing, what a correction of the read-back changed (nothing on any other way in). */
function acknowledgements(state: InterviewState): string[] {
  if (state.justFilled.length === 0) return []
  const sentences = confirmations(state)
  return sentences.length > 0 ? sentences : [promptsOf(state).corrected]
}

/** Every fixed sentence the recruiter may say to a candidate of this first name, in a language. */
export function fixedPromptTexts(
  firstName: string,
  productName?: string,
  channel?: InterviewChannel,
  language: AppLanguage = 'en',
): string[] {
  const prompts = DIALOGUE_PROMPTS[language]
  const { hints } = prompts.keypad
  const phone = channel === 'phone'
  const hintOf = (slot: InterviewSlot) => (phone && hasKeypadHint(slot, hints) ? [hints[slot]] : [])
  const questions = INTERVIEW_SLOTS.flatMap((slot) => [
    prompts.slots[slot].question,
    ...hintOf(slot),
    prompts.slots[slot].followUp,
    [`${prompts.resumePrefix} ${prompts.slots[slot].question}`, ...hintOf(slot)].join(' '),
  ])
  // In the order a call needs them, so warming the cache serves the first turns first.
  return [
    prompts.greeting(firstName, productName, channel),
    ...questions,
    prompts.readBackQuestion(channel),
    ...(phone ? [hints.readBack, prompts.keypad.sorry, prompts.keypad.sayIt] : []),
    prompts.correctionQuestion,
    ...(phone ? [hints.change] : []),
    prompts.isThatRight(channel),
    ...(phone ? [hints.confirmAnswer] : []),
    prompts.corrected,
    prompts.closing(firstName),
  ]
}

/**
 * Whether the recruiter waits for an answer: to a question, the offer of Spanish, the read-back
 * or what to change.
 */
export const awaitsAnswer = (state: InterviewState) =>
  (state.stage === 'asking' && state.pending !== null) ||
  state.stage === 'confirmingAnswer' ||
  state.stage === 'offeringSpanish' ||
  state.stage === 'readBack' ||
  state.stage === 'correcting'

/** The turn to say after a reconnect: the question waiting for an answer, said again. */
export function resumeTurn(state: InterviewState): Turn {
  const prompts = promptsOf(state)
  const hint = keypadHint(state)
  if (state.stage === 'readBack' || state.stage === 'correcting') {
    // What to change makes no sense without what was read back: both are said again.
    const question =
      state.stage === 'readBack'
        ? prompts.readBackQuestion(state.channel)
        : prompts.correctionQuestion
    return {
      kind: 'readBack',
      text: sentences(prompts.resumePrefix, readBackSentence(state), question, hint),
    }
  }
  if (state.stage === 'confirmingAnswer') {
    return { ...nextTurn(state), text: sentences(prompts.resumePrefix, ...nextTurnParts(state)) }
  }
  if (state.stage === 'offeringSpanish') {
    // The offer is in Spanish, so its 'where we left off' is too.
    const offer = switchToSpanishOffer(state.channel)
    return { kind: 'question', text: sentences(SPANISH_PROMPTS.resumePrefix, offer, hint) }
  }
  if (state.stage !== 'asking' || state.pending === null) return nextTurn(state)
  const { slot, kind } = state.pending
  return { kind, slot, text: sentences(prompts.resumePrefix, slotText(state, slot, kind), hint) }
}

const sentences = (...parts: Array<string | undefined>) =>
  parts.filter((part) => part !== undefined).join(' ')

/** The slots still to ask about, in interview order. */
function remainingSlots(state: InterviewState): InterviewSlot[] {
  return INTERVIEW_SLOTS.filter(
    (slot) =>
      !state.knownSlots.includes(slot) &&
      !state.passed.includes(slot) &&
      !isFilled(state.collected, slot),
  )
}

/**
 * The questions are over: read back what was understood, or close when the candidate's answers
 * filled nothing (or nothing the read-back names), so there is nothing to read back.
 */
function finishQuestions(state: InterviewState): InterviewState {
  const understood = filledSlots(state.collected).length > 0 && readBackSentence(state) !== ''
  return { ...state, stage: understood ? 'readBack' : 'closed', pending: null, justFilled: [] }
}

/** Puts the next question, or ends the questions when none is left or the budget is spent. */
function askNext(state: InterviewState): InterviewState {
  const slot = remainingSlots(state)[0]
  if (slot === undefined || state.questionsAsked >= MAX_QUESTIONS) return finishQuestions(state)
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
/**
 * The same in Spanish: 'no sé', 'prefiero no decir', 'la que sigue', or a whole answer of
 * 'ninguno', 'nada', 'paso', 'cualquiera', 'me da igual'. (No \b after an accented letter: without
 * the u flag it is not a word character.)
 */
const DECLINE_ES =
  /\b(no s[eé]|prefiero no|la (pregunta )?(que )?sigue|siguiente pregunta|ni idea)(?![a-z])|^\W*(no|ninguno|ninguna|nada|paso|cualquiera|lo que sea|(me )?da igual|no importa)\W*$/i

/** How the extractor joins an answer to what was said before (the dialogue's own merge without one). */
const mergerOf = (extract: SlotExtractor): MergeSlots =>
  (typeof extract === 'function' ? undefined : extract.mergeSlots) ?? mergeSlotValues

function extractWith(
  extract: SlotExtractor,
  text: string,
  expectedSlot: InterviewSlot | undefined,
) {
  const options = expectedSlot === undefined ? {} : { expectedSlot: EXPECTED_FIELD[expectedSlot] }
  const incoming =
    typeof extract === 'function' ? extract(text, options) : extract.extractSlots(text, options)
  return { incoming, merge: mergerOf(extract) }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The candidate's answer (spoken or typed) to the current turn. Merges what it fills, including
 * slots volunteered early (never asked later); asks one follow-up when the current slot is still
 * empty, then moves on; closes when every slot is filled, known or passed, or after MAX_QUESTIONS.
 * An answer during the greeting counts as volunteered and starts the questions. The first answer
 * of an English interview that is clearly Spanish is still understood, then Spanish is offered.
 */
export function answer(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  if (state.stage === 'closed') return state
  if (state.stage === 'offeringSpanish') return answerOffer(state, text)
  if (state.stage === 'readBack' || state.stage === 'correcting') {
    return answerReadBack(state, text, extract)
  }
  if (state.stage === 'asking' && state.changing) {
    const { incoming, merge } = extractWith(extract, text, state.pending?.slot)
    return changeAnswered(state, incoming, merge)
  }
  if (state.stage === 'confirmingAnswer') return answerConfirmation(state, text, extract)
  const next = answerQuestion(state, text, extract)
  if (state.languageChecked) return next
  // Nothing is left to ask but the closing: no point in switching for it.
  const offer = looksSpanish(text) && next.stage !== 'closed'
  return { ...next, languageChecked: true, ...(offer ? { stage: 'offeringSpanish' } : {}) }
}

/**
 * The answer to the offer of Spanish: a yes goes on in Spanish, anything else in English. Then
 * what the first answer filled is confirmed, in the language chosen, before the next question
 * (or the read-back, when that answer left nothing to ask).
 */
function answerOffer(state: InterviewState, text: string): InterviewState {
  return offerAnswered(state, acceptsSpanish(text))
}

function offerAnswered(state: InterviewState, spanish: boolean): InterviewState {
  return {
    ...state,
    language: spanish ? 'es' : state.language,
    stage: state.pending === null ? 'readBack' : 'asking',
  }
}

function answerQuestion(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  const { incoming, merge } = extractWith(extract, text, state.pending?.slot)
  return fillQuestion(state, incoming, merge, DECLINE.test(text) || DECLINE_ES.test(text))
}

/**
 * What one answer to the current question fills (`incoming`, however it was understood), then
 * the next turn: the next question, or one follow-up when the question is still unanswered and
 * the candidate did not decline it.
 */
function fillQuestion(
  state: InterviewState,
  incoming: SlotValues,
  merge: MergeSlots,
  declined: boolean,
): InterviewState {
  const current = state.pending?.slot
  const collected = sanitiseSlots(merge(state.collected, sanitiseSlots(incoming)))
  // Confirm only what this answer added or changed.
  const justFilled = filledSlots(collected).filter(
    (slot) => !sameJson(pick(state.collected, slot), pick(collected, slot)),
  )
  const next: InterviewState = { ...state, collected, justFilled }

  if (state.stage === 'greeting' || current === undefined) return askNext(next)
  if (isFilled(collected, current)) return askNext(next)

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
 * An answer tapped on the call screen (choice-values.ts reads the ids): the slot values the
 * options fill, already known, or the yes or no of the read-back or the offer of Spanish.
 */
export type ChosenReply =
  | { kind: 'slot'; slot: InterviewSlot; values: SlotValues }
  | { kind: 'yesNo'; yes: boolean }
  /** What to change after a no to the read-back: that slot's question is asked again. */
  | { kind: 'change'; slot: InterviewSlot }

/**
 * A tapped answer, taken as the same answer in words would be: merged like the extractor's
 * values, confirmed in the next turn, a declining option passing the question; a yes to the
 * read-back closes as it is, a no asks what to change, and what to change asks that slot's
 * question again. A tap that does not answer the current turn leaves the state as it is. It
 * says nothing about the language the candidate speaks, so the look at the first answer's
 * language waits for one in words.
 */
export function answerChoice(
  state: InterviewState,
  chosen: ChosenReply,
  extract: SlotExtractor,
): InterviewState {
  if (chosen.kind === 'yesNo') {
    if (state.stage === 'offeringSpanish') return offerAnswered(state, chosen.yes)
    if (state.stage === 'confirmingAnswer') return heardAnswerConfirmed(state, chosen.yes, extract)
    if (state.stage === 'readBack') {
      return { ...state, stage: chosen.yes ? 'closed' : 'correcting', justFilled: [] }
    }
    return state
  }
  if (chosen.kind === 'change') {
    if (state.stage !== 'correcting') return state
    return {
      ...state,
      stage: 'asking',
      pending: { slot: chosen.slot, kind: 'question' },
      changing: true,
      justFilled: [],
    }
  }
  if (state.stage !== 'asking' || state.pending?.slot !== chosen.slot) return state
  if (state.changing) return changeAnswered(state, chosen.values, mergerOf(extract))
  const declined = Object.keys(chosen.values).length === 0
  return fillQuestion(state, chosen.values, mergerOf(extract), declined)
}

/**
 * The current question got no usable answer that can be understood (a voice answer with no
 * transcriber, or silence until the answer timeout): move on without a follow-up.
 */
export function passQuestion(state: InterviewState): InterviewState {
  if (state.stage === 'greeting') return startQuestions(state)
  // No answer to the offer of Spanish: the interview goes on as it was.
  if (state.stage === 'offeringSpanish') return answerOffer(state, '')
  // Silence after the read-back is taken as a yes: the closing follows.
  if (state.stage === 'readBack' || state.stage === 'correcting') {
    return { ...state, stage: 'closed', justFilled: [] }
  }
  // No yes to what was heard: it is not kept, and the interview moves on.
  if (state.stage === 'confirmingAnswer') return passQuestion(beforeHeard(state))
  // No answer to a slot asked again: it stays as read back.
  if (state.stage === 'asking' && state.changing) return changeAnswered(state, {}, mergeSlotValues)
  const current = state.pending?.slot
  if (state.stage === 'closed' || current === undefined) return state
  return askNext({ ...state, justFilled: [], passed: [...state.passed, current] })
}

const pick = (values: SlotValues, slot: InterviewSlot) =>
  SLOT_FIELDS[slot].map((field) => values[field])

/**
 * A no to the read-back: 'no', 'nope', 'wrong', 'that's not right', 'no es correcto'. A bare one
 * gets 'What should I change?'; one that says what (the extractor finds it) is a correction.
 */
const DENY =
  /^\W*(no|nope|nah|not)\b|\b(wrong|incorrect|incorrecto|not (right|correct|quite)|mistake|mal)\b/i
/**
 * Nothing to change, said with a no in it: 'no, that's right', 'nothing', 'no changes', 'no,
 * está bien', 'nada', 'así está bien' (but 'no está bien' and 'no es correcto' are a no).
 */
const NOTHING_TO_CHANGE =
  /\b(that'?s (right|correct|it|all)|all good|looks good|sounds good|nothing|no changes?|no,? (it'?s|that'?s) (fine|right|correct))\b|\b(no, ?est[aá] bien|as[ií] est[aá] bien|todo bien|nada|sin cambios)(?![a-z])/i
/**
 * A yes ('yes, and weekends', 'sí') or 'weekends too', 'also Fort Worth': what the answer names
 * adds to what was read back instead of replacing it. (No \b after 'sí': without the u flag
 * 'í' is not a word character.)
 */
const YES =
  /^\W*(yes|yeah|yep|yup|yea|ya|sure|correct|right|exactly|ok|okay|s[ií]|claro|correcto|that'?s (right|correct))(?![a-z])/i
const ADDS = /\b(too|also|as well|plus|tambi[eé]n)(?![a-z])/i

/** The slots whose wanted values `incoming` names ('days' names shifts; 'not nights' does not). */
const namedSlots = (incoming: SlotValues) =>
  INTERVIEW_SLOTS.filter((slot) => SLOT_FIELDS[slot].some((field) => incoming[field] !== undefined))

function withoutSlots(values: SlotValues, slots: readonly InterviewSlot[]): SlotValues {
  const out: Record<string, unknown> = { ...values }
  for (const slot of slots) for (const field of SLOT_FIELDS[slot]) delete out[field]
  return out as SlotValues
}

/**
 * The answer to the read-back (or to 'What should I change?'). What it names REPLACES the slot
 * it belongs to ('days, not nights' makes the shifts days; '20 an hour' is the new pay), unless
 * it says yes or that it adds ('weekends too'); what it rules out is taken out. Then the
 * closing, which acknowledges what changed. A bare no asks once what to change; a yes, silence,
 * or an answer with nothing new closes as it is: one chance, never a second read-back.
 */
function answerReadBack(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  const { incoming: raw, merge } = extractWith(extract, text, undefined)
  const incoming = sanitiseSlots(raw)
  const adds = YES.test(text) || ADDS.test(text)
  const base = adds ? state.collected : withoutSlots(state.collected, namedSlots(incoming))
  const collected = sanitiseSlots(merge(base, incoming))
  // What the candidate will be held to: their words, or the profile's where they gave none.
  const before = collectedSlots(state)
  const after = collectedSlots({ ...state, collected })
  const changed = INTERVIEW_SLOTS.filter((slot) => !sameJson(pick(before, slot), pick(after, slot)))
  if (changed.length > 0) return { ...state, collected, stage: 'closed', justFilled: changed }
  const bareNo = DENY.test(text) && !NOTHING_TO_CHANGE.test(text)
  if (state.stage === 'readBack' && bareNo) {
    return { ...state, collected, stage: 'correcting', justFilled: [] }
  }
  return { ...state, collected, stage: 'closed', justFilled: [] }
}

/**
 * The answer to a slot asked again after the read-back: what it names for that slot replaces
 * the slot's values, as 'days, not nights' does in words; an answer that names nothing for it
 * (silence, 'skip') keeps them. Then the closing, which acknowledges what changed: one chance,
 * never a second read-back.
 */
function changeAnswered(
  state: InterviewState,
  incoming: SlotValues,
  merge: MergeSlots,
): InterviewState {
  const slot = state.pending?.slot
  const clean = sanitiseSlots(incoming)
  const replaces = slot !== undefined && namedSlots(clean).includes(slot)
  const base = replaces ? withoutSlots(state.collected, [slot]) : state.collected
  const collected = sanitiseSlots(merge(base, clean))
  const before = collectedSlots(state)
  const after = collectedSlots({ ...state, collected })
  const changed = INTERVIEW_SLOTS.filter((each) => !sameJson(pick(before, each), pick(after, each)))
  return {
    ...state,
    collected,
    stage: 'closed',
    pending: null,
    changing: false,
    justFilled: changed,
  }
}

/**
 * An answer heard with little certainty (the phone's audio on the embedded recogniser): what
 * it fills is said back and asked about ('Okay, third shift. Is that right?') instead of kept
 * as a guess. So is one said over the greeting. One that fills nothing, or comes at another
 * turn than a question or the greeting, is taken as `answer` takes it: nothing to confirm.
 */
export function answerUncertain(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  const overGreeting = state.stage === 'greeting'
  const atQuestion = state.stage === 'asking' && state.pending !== null && !state.changing
  if (!overGreeting && !atQuestion) return answer(state, text, extract)
  const { incoming, merge } = extractWith(extract, text, state.pending?.slot)
  const collected = sanitiseSlots(merge(state.collected, sanitiseSlots(incoming)))
  const filled = filledSlots(collected).filter(
    (slot) => !sameJson(pick(state.collected, slot), pick(collected, slot)),
  )
  if (filled.length === 0) return answer(state, text, extract)
  return { ...state, stage: 'confirmingAnswer', heard: { text, collected, filled }, justFilled: [] }
}

/** The yes or no to 'Is that right?', in words: a yes keeps what was heard, anything else not. */
function answerConfirmation(
  state: InterviewState,
  text: string,
  extract: SlotExtractor,
): InterviewState {
  const yes = YES.test(text) && !DENY.test(text)
  return heardAnswerConfirmed(state, yes, extract)
}

/** The turn the uncertain answer came in: its question, or the greeting. */
const beforeHeard = (state: InterviewState): InterviewState => ({
  ...state,
  stage: state.pending === null ? 'greeting' : 'asking',
  heard: undefined,
})

/**
 * A yes takes the words heard as the answer to their turn (already said back: not confirmed
 * again); a no asks the question again, as a follow-up when it has not had one, else moves on
 * (after the greeting: to the first question).
 */
function heardAnswerConfirmed(
  state: InterviewState,
  yes: boolean,
  extract: SlotExtractor,
): InterviewState {
  const asking = beforeHeard(state)
  if (yes && state.heard) {
    const next = answer(asking, state.heard.text, extract)
    return { ...next, justFilled: [] }
  }
  const slot = state.pending?.slot
  if (slot === undefined) return startQuestions(asking)
  if (!state.followedUp.includes(slot) && state.questionsAsked < MAX_QUESTIONS) {
    return {
      ...asking,
      pending: { slot, kind: 'followUp' },
      questionsAsked: state.questionsAsked + 1,
      followedUp: [...state.followedUp, slot],
      justFilled: [],
    }
  }
  return passQuestion({ ...asking, justFilled: [] })
}

export { preferencesSchema, type Preferences }

/** The slot values to use: the candidate's words where they gave some, else the profile's. */
function collectedSlots(state: InterviewState): SlotValues {
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
 * Preferences (docs/product.md#preference) from the answers, and from the profile and onboarding
 * titles for the questions the interview skipped or the candidate left empty.
 */
export function finalPreferences(state: InterviewState): Preferences {
  return preferencesOf(collectedSlots(state))
}
