import * as v from 'valibot'
import { SHIFTS, type FixedJobType } from '../../../contract/jobs'
import {
  CLOSED_QUESTIONS,
  choiceLabels,
  closedQuestionOf,
  type ChoiceId,
  type ClosedQuestion,
  type ClosedQuestionDefinition,
  type SlotQuestion,
} from './choices'
import { spokenLanguage, type ChosenReply, type InterviewState } from './engine'
import type { InterviewSlot, SlotValues } from './slots'

/*
 * What a tapped option means: the slot values it fills, exactly as the extractor would fill them
 * from the words, so a tap is an answer like any other and never depends on reading words back.
 */

const JOB_TYPES: Record<ChoiceId<'jobTypes'>, FixedJobType> = {
  'forklift-operator': 'Forklift Operator',
  assembler: 'Assembler',
  'order-picker': 'Order Picker',
  'material-handler': 'Material Handler',
  'machine-operator': 'Machine Operator',
  'production-associate': 'Production Associate',
  'warehouse-associate': 'Warehouse Associate',
}

/** Benefit labels as the catalogue lists them (server/catalogue/benefits.ts). */
const BENEFITS: Record<Exclude<ChoiceId<'benefits'>, 'none'>, string> = {
  health: 'Health insurance',
  dental: 'Dental insurance',
  vision: 'Vision insurance',
  'paid-time-off': 'Paid time off',
  '401k': '401(k)',
  'weekly-pay': 'Weekly pay',
}

/** Which question each fact of the read-back is asked again with. */
const CHANGE_SLOTS: Record<ChoiceId<'change'>, InterviewSlot> = {
  work: 'jobTypes',
  shifts: 'shifts',
  place: 'location',
  pay: 'pay',
}

/** What each option fills; an option that fills nothing declines the question. */
const OPTION_VALUES: { readonly [Q in SlotQuestion]: Readonly<Record<ChoiceId<Q>, SlotValues>> } = {
  jobTypes: Object.fromEntries(
    Object.entries(JOB_TYPES).map(([id, jobType]) => [id, { jobTypes: [jobType] }]),
  ) as Record<ChoiceId<'jobTypes'>, SlotValues>,
  shifts: {
    first: { shiftPreferences: ['first'] },
    second: { shiftPreferences: ['second'] },
    third: { shiftPreferences: ['third'] },
    weekend: { shiftPreferences: ['weekend'] },
    rotating: { shiftPreferences: ['rotating'] },
    // 'Any shift' is any of the three, as 'any shift' said is; weekends and rotation are asked for.
    any: { shiftPreferences: ['first', 'second', 'third'] },
  },
  relocation: {
    yes: { relocation: 'yes' },
    no: { relocation: 'no' },
    maybe: { relocation: 'maybe' },
  },
  benefits: {
    ...(Object.fromEntries(
      Object.entries(BENEFITS).map(([id, benefit]) => [id, { requiredBenefits: [benefit] }]),
    ) as Record<keyof typeof BENEFITS, SlotValues>),
    // 'None needed' declines, as 'none' said does: the question is passed, nothing is required.
    none: {},
  },
}

/** One answer's values from several options: the lists joined, shifts in the catalogue's order. */
function joinValues(parts: readonly SlotValues[]): SlotValues {
  const lists: Record<string, string[]> = {}
  const out: Record<string, unknown> = {}
  for (const part of parts) {
    for (const [field, value] of Object.entries(part)) {
      if (!Array.isArray(value)) {
        out[field] = value
        continue
      }
      const list = (lists[field] ??= [])
      for (const item of value as string[]) if (!list.includes(item)) list.push(item)
    }
  }
  for (const [field, list] of Object.entries(lists)) {
    out[field] =
      field === 'shiftPreferences' ? SHIFTS.filter((shift) => list.includes(shift)) : list
  }
  return out as SlotValues
}

/** The option ids a question takes in one answer, checked with valibot (built once per question). */
const choiceSchema = (question: ClosedQuestion) => {
  const { options, multiple, exclusive = [] }: ClosedQuestionDefinition = CLOSED_QUESTIONS[question]
  return v.pipe(
    v.array(v.picklist(options)),
    v.minLength(1),
    v.maxLength(multiple ? options.length : 1),
    v.check((ids) => new Set(ids).size === ids.length, 'each option once'),
    v.check(
      (ids) => ids.length === 1 || !ids.some((id) => exclusive.includes(id)),
      'an answer on its own goes alone',
    ),
  )
}
const CHOICE_SCHEMAS = Object.fromEntries(
  (Object.keys(CLOSED_QUESTIONS) as ClosedQuestion[]).map((question) => [
    question,
    choiceSchema(question),
  ]),
) as Record<ClosedQuestion, ReturnType<typeof choiceSchema>>

/** A tap as the dialogue takes it, and its words (the buttons' labels) for the answer's record. */
export type ChosenAnswer = ChosenReply & {
  /** The chosen options' labels, in the order shown, as the candidate read them. */
  text: string
  /** The option ids, in the order shown. */
  optionIds: string[]
}

/**
 * The tapped options as an answer to the question the recruiter waits on now, or undefined when
 * that question does not offer them together (an unknown id, an id of another question, a
 * second option of a one-tap question, an exclusive option with others, or no closed question).
 */
export function chosenAnswer(
  state: InterviewState,
  optionIds: readonly string[],
): ChosenAnswer | undefined {
  const question = closedQuestionOf(state)
  if (question === undefined) return undefined
  const checked = v.safeParse(CHOICE_SCHEMAS[question], optionIds)
  if (!checked.success) return undefined
  const chosen: readonly string[] = checked.output
  const ids = (CLOSED_QUESTIONS[question].options as readonly string[]).filter((id) =>
    chosen.includes(id),
  )
  const labels = choiceLabels(question, spokenLanguage(state))
  const said = { text: ids.map((id) => labels[id] ?? id).join(', '), optionIds: ids }
  if (question === 'readBack' || question === 'spanishOffer' || question === 'confirmAnswer') {
    return { kind: 'yesNo', yes: ids[0] === 'yes', ...said }
  }
  if (question === 'change') {
    const slot = CHANGE_SLOTS[ids[0] as ChoiceId<'change'>]
    return { kind: 'change', slot, ...said }
  }
  const optionValues: Readonly<Record<string, SlotValues>> = OPTION_VALUES[question]
  const values = joinValues(ids.map((id) => optionValues[id] ?? {}))
  return { kind: 'slot', slot: question, values, ...said }
}
