import type { AppLanguage } from '../../../contract/app-language'
import type { CaptionChoices } from '../../../contract/interview'
import { spokenLanguage, type InterviewState } from './engine'
import { DIALOGUE_PROMPTS } from './prompt-table'
import { SPANISH_OFFER_LABELS } from './prompts-es'
import type { InterviewSlot } from './slots'

/*
 * The questions whose answers are a closed set, and their options (docs/adr/0008: every closed
 * question can be answered by a tap). A candidate the speech recogniser cannot follow, or who
 * cannot type well, still answers these. The ids are the protocol's names for the options,
 * the same in every language; the words on the buttons are in the prompt tables
 * (DialoguePrompts.choiceLabels), and what each option fills is in choice-values.ts.
 */

export interface ClosedQuestionDefinition {
  /** Several options answer together (the slot is a list); else one tap is the answer. */
  multiple: boolean
  /** In the order they are shown. */
  options: readonly string[]
  /** Options that are an answer on their own: picking one unpicks the others. */
  exclusive?: readonly string[]
}

export const CLOSED_QUESTIONS = {
  jobTypes: {
    multiple: true,
    options: [
      'forklift-operator',
      'assembler',
      'order-picker',
      'material-handler',
      'machine-operator',
      'production-associate',
      'warehouse-associate',
    ],
  },
  shifts: { multiple: true, options: ['first', 'second', 'third', 'weekend', 'rotating', 'any'] },
  relocation: { multiple: false, options: ['yes', 'no', 'maybe'] },
  benefits: {
    multiple: true,
    // The ones candidates ask for most; the rest of the catalogue's list can still be said.
    options: ['health', 'dental', 'vision', 'paid-time-off', '401k', 'weekly-pay', 'none'],
    exclusive: ['none'],
  },
  /** Is what was read back right? */
  readBack: { multiple: false, options: ['yes', 'no'] },
  /** After a no to the read-back: which of the facts it read to change (that question again). */
  change: { multiple: false, options: ['work', 'shifts', 'place', 'pay'] },
  /** Is the answer said back (heard with little certainty) what the candidate said? */
  confirmAnswer: { multiple: false, options: ['yes', 'no'] },
  /** Go on in Spanish? (asked in Spanish, once, when an English interview is answered in it) */
  spanishOffer: { multiple: false, options: ['yes', 'no'] },
} as const satisfies Record<string, ClosedQuestionDefinition>

export type ClosedQuestion = keyof typeof CLOSED_QUESTIONS
export type ChoiceId<Q extends ClosedQuestion> = (typeof CLOSED_QUESTIONS)[Q]['options'][number]
/** The closed questions that ask about a preference slot (the others are about the call). */
export type SlotQuestion = Extract<ClosedQuestion, InterviewSlot>
export const SLOT_QUESTIONS = [
  'jobTypes',
  'shifts',
  'relocation',
  'benefits',
] as const satisfies readonly SlotQuestion[]

/** The words on every button, in one language (the offer of Spanish is always in Spanish). */
export type ChoiceLabels = {
  readonly [Q in Exclude<ClosedQuestion, 'spanishOffer'>]: Readonly<Record<ChoiceId<Q>, string>>
}

const isSlotQuestion = (slot: InterviewSlot): slot is SlotQuestion =>
  (SLOT_QUESTIONS as readonly string[]).includes(slot)

/**
 * The closed question the recruiter waits on an answer to, if it waits on one: a question or
 * follow-up about a closed slot, the read-back, what to change after it (its answer in words can
 * still be anything: 'days, not nights'), or the offer of Spanish.
 */
export function closedQuestionOf(state: InterviewState): ClosedQuestion | undefined {
  switch (state.stage) {
    case 'asking': {
      const slot = state.pending?.slot
      return slot !== undefined && isSlotQuestion(slot) ? slot : undefined
    }
    case 'readBack':
      return 'readBack'
    case 'correcting':
      return 'change'
    case 'confirmingAnswer':
      return 'confirmAnswer'
    case 'offeringSpanish':
      return 'spanishOffer'
    default:
      return undefined
  }
}

/** Each option's words for `question`, by option id. */
export function choiceLabels(
  question: ClosedQuestion,
  language: AppLanguage,
): Readonly<Record<string, string>> {
  return question === 'spanishOffer'
    ? SPANISH_OFFER_LABELS
    : DIALOGUE_PROMPTS[language].choiceLabels[question]
}

/**
 * The options of the turn the recruiter says now, in the language it says it in, or undefined
 * when the turn asks nothing closed. Pure, like nextTurn: the same state gives the same options.
 */
export function turnChoices(state: InterviewState): CaptionChoices | undefined {
  const question = closedQuestionOf(state)
  if (question === undefined) return undefined
  const definition: ClosedQuestionDefinition = CLOSED_QUESTIONS[question]
  const labels = choiceLabels(question, spokenLanguage(state))
  return {
    multiple: definition.multiple,
    options: definition.options.map((id) => ({
      id,
      label: labels[id] ?? id,
      ...(definition.exclusive?.includes(id) ? { exclusive: true } : {}),
    })),
  }
}
