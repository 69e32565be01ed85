import type { FixedJobType, Shift } from '../../../contract/jobs'
import { US_STATES } from '../../vocabulary/us-states'
import type { Relocation } from '../extract/types'
import type { ChoiceLabels } from './choices'
import { hourlyRateText, type InterviewSlot, type SlotValues } from './slots'

/** What the recruiter says for one slot: the question, the rephrased follow-up, and the echo. */
export interface SlotPrompt {
  question: string
  /** Asked once when an answer filled nothing; rephrased, with examples. */
  followUp: string
  /** A short sentence repeating what was understood, or '' when there is nothing to repeat. */
  confirm: (values: SlotValues) => string
}

const SHIFT_WORDS: Record<Shift, string> = {
  first: 'first shift',
  second: 'second shift',
  third: 'third shift',
  weekend: 'weekends',
  rotating: 'rotating shifts',
}

/** 'a', 'a and b', 'a, b and c' ('or' in place of 'and' when asked). */
function listWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}

const lower = (items: readonly string[]) =>
  items.map((item) => (/^[A-Z][a-z]/.test(item) ? item.toLowerCase() : item))

const dollarsInWords = (values: SlotValues) => {
  const range = hourlyRateText(values.hourlyRateRange)
  if (range === '') return ''
  if (range.endsWith('+')) return `at least ${range.slice(0, -1)} an hour`
  if (range.startsWith('Up to ')) return `up to ${range.slice('Up to '.length)} an hour`
  return `${range.replace(' - ', ' to ')} an hour`
}

const RELOCATION_WORDS: Record<Relocation, string> = {
  yes: "Okay, you're open to moving.",
  no: "Okay, you'd rather stay where you are.",
  maybe: 'Okay, maybe, if the job is right.',
}

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`)

export const SLOT_PROMPTS: Record<InterviewSlot, SlotPrompt> = {
  jobTypes: {
    question:
      'What kind of work are you looking for? For example forklift, picking, assembly or machine operation.',
    followUp:
      "Sorry, I didn't catch that. What job would you like next? You could say forklift driver, order picker, assembler, machine operator or warehouse associate.",
    confirm: (values) => {
      const jobs = [...(values.jobTypes ?? []), ...(values.roles ?? [])]
      return jobs.length > 0 ? `Got it, ${listWords(lower(jobs))}.` : ''
    },
  },
  shifts: {
    question: 'Which shifts can you work? Days, evenings, nights or weekends?',
    followUp:
      'What hours work for you? For example first shift during the day, second shift in the evening, third shift overnight, weekends, or rotating shifts.',
    confirm: (values) => {
      const shifts = values.shiftPreferences ?? []
      return shifts.length > 0
        ? `Okay, ${listWords(shifts.map((shift) => SHIFT_WORDS[shift]))}.`
        : 'Okay, any shift works.'
    },
  },
  location: {
    question: 'Where would you like to work? Tell me a city or town.',
    followUp:
      'Which city or area should we look in? For example Columbus, Ohio, or the town you live in now.',
    confirm: (values) => {
      const places = values.preferredLocations ?? []
      return places.length > 0 ? `Got it, ${listWords(places)}.` : ''
    },
  },
  commute: {
    question: 'How far are you willing to travel to work, in miles?',
    followUp:
      "What's the longest trip to work you'd take each day? For example 10, 20 or 30 miles.",
    confirm: (values) =>
      values.maximumCommuteDistance === undefined
        ? ''
        : `Up to ${values.maximumCommuteDistance}, got it.`,
  },
  relocation: {
    question: 'Would you move to a new city for the right job?',
    followUp: 'Just yes or no: would you be willing to move for work?',
    confirm: (values) =>
      values.relocation === undefined ? '' : RELOCATION_WORDS[values.relocation],
  },
  pay: {
    question: 'What hourly pay are you looking for?',
    followUp:
      "What's the lowest hourly pay you'd take, and what would you hope for? For example $17 to $20 an hour.",
    confirm: (values) => {
      const pay = dollarsInWords(values)
      return pay === '' ? '' : `Got it, ${pay}.`
    },
  },
  benefits: {
    question: 'Do you need any benefits, like health insurance, paid time off or a 401k?',
    followUp:
      'Which benefits must a job have? For example health insurance, dental, paid time off or a 401k. You can also say none.',
    confirm: (values) => {
      const benefits = values.requiredBenefits ?? []
      return benefits.length > 0
        ? `Noted, ${listWords(lower(benefits))}.`
        : 'Okay, no must-have benefits.'
    },
  },
  skills: {
    question:
      'What skills or certificates do you have? For example forklift certified, RF scanner or reading blueprints.',
    followUp:
      'What are you good at on the job? For example driving a forklift, using a scanner gun, packing, or checking quality.',
    confirm: (values) => {
      const skills = values.skills ?? []
      return skills.length > 0 ? `Great, ${listWords(lower(skills))}.` : ''
    },
  },
  yearsOfExperience: {
    question: 'How many years have you worked in this kind of job?',
    followUp: 'About how many years of work experience do you have? A rough number is fine.',
    confirm: (values) =>
      values.yearsOfExperience === undefined
        ? ''
        : `Thanks, ${years(values.yearsOfExperience)} of experience.`,
  },
}

export const RESUME_PREFIX = "Let's pick up where we left off."

/** Where the candidate hears the recruiter: the browser's call, or a phone call. */
export type InterviewChannel = 'web' | 'phone'

export function greetingText(
  firstName: string,
  productName = 'Hirelane',
  channel: InterviewChannel = 'web',
): string {
  const hello = firstName === '' ? 'Hi!' : `Hi ${firstName}!`
  return (
    // Short: every second of greeting is a second the candidate waits for the first question.
    `${hello} I'm the ${productName} recruiter, an AI assistant. ` +
    "I'll ask a few short questions about the work you want. " +
    // A phone has no keyboard to type an answer on; its keypad answers the questions that
    // name keys. The browser shows choices to tap on the questions that have them.
    (channel === 'phone'
      ? 'Answer out loud after each question, or with your keypad when I name the keys.'
      : 'Answer by voice, tap a choice, or type if you prefer.')
  )
}

export function closingText(firstName: string): string {
  const thanks = firstName === '' ? 'Thanks.' : `Thanks, ${firstName}.`
  return `${thanks} That's everything I need. We'll look for jobs that fit and let you know. You can hang up now.`
}

/*
 * The read-back before the closing: one short sentence of the facts that matter most (the work,
 * the shifts, the place, the pay floor), in the words a candidate uses for them, then one chance
 * to correct it. Said on a cheap phone as often as on a laptop, so it stays under about eight
 * seconds: at most three jobs and three places, no commute, benefits or skills.
 */

/** How a candidate says the work of each fixed job type ('forklift work'). */
const WORK_WORDS: Record<FixedJobType, string> = {
  'Forklift Operator': 'forklift',
  Assembler: 'assembly',
  'Order Picker': 'picking',
  'Material Handler': 'material handling',
  'Machine Operator': 'machine operator',
  'Production Associate': 'production',
  'Warehouse Associate': 'warehouse',
}

/** How a candidate says each shift ('on nights'), not the catalogue's 'third shift'. */
const SHIFT_SPOKEN: Record<Shift, string> = {
  first: 'days',
  second: 'evenings',
  third: 'nights',
  weekend: 'weekends',
  rotating: 'rotating shifts',
}

const READ_BACK_MOST = 3
const STATE_NAMES = new Set(Object.values(US_STATES))

/** The first READ_BACK_MOST items joined with 'or', and 'other' standing for the rest. */
const someOf = (items: readonly string[], other: string) =>
  items.length > READ_BACK_MOST
    ? listWords([...items.slice(0, READ_BACK_MOST), other], 'or')
    : listWords(items, 'or')

const workWords = (values: SlotValues) =>
  someOf(
    [...(values.jobTypes ?? []).map((type) => WORK_WORDS[type]), ...lower(values.roles ?? [])],
    'other',
  )

/** 'nights', 'days and weekends'; first, second and third together are 'any shift'. */
const shiftWords = (shifts: readonly Shift[] = []) => {
  const anyShift = (['first', 'second', 'third'] as const).every((s) => shifts.includes(s))
  const words = anyShift
    ? [
        'any shift',
        ...shifts.filter((s) => s === 'weekend' || s === 'rotating').map((s) => SHIFT_SPOKEN[s]),
      ]
    : shifts.map((shift) => SHIFT_SPOKEN[shift])
  return listWords(words)
}

/** 'Dallas, TX' is said 'Dallas' (the candidate knows the state); '75201' is a zip code. */
const placeName = (place: string) => {
  if (/^\d{5}(-\d{4})?$/.test(place)) return `zip code ${place}`
  return place.replace(/, [A-Z]{2}$/, '')
}

/** 'near Dallas or Fort Worth', 'in Texas'. */
const placeWords = (places: readonly string[] = []) => {
  if (places.length === 0) return ''
  const where = places.every((place) => STATE_NAMES.has(place)) ? 'in' : 'near'
  return `${where} ${someOf(places.map(placeName), 'other places')}`
}

/**
 * 'I have you down for forklift work on nights near Dallas, at least $19 an hour.' from the
 * slot values the interview would save; '' when none of the four facts is known.
 */
export function readBackText(values: SlotValues): string {
  const jobs = workWords(values)
  const shifts = shiftWords(values.shiftPreferences)
  const place = placeWords(values.preferredLocations)
  const pay = dollarsInWords(values)
  if (jobs === '' && shifts === '' && place === '' && pay === '') return ''
  const work = [jobs === '' ? 'work' : `${jobs} work`]
  if (shifts !== '') work.push(`on ${shifts}`)
  if (place !== '') work.push(place)
  const what = work.join(' ')
  if (pay === '') return `I have you down for ${what}.`
  // 'work paying $18 an hour' when the pay is all there is, else the pay after a pause.
  return work.length === 1 && jobs === ''
    ? `I have you down for ${what} paying ${pay}.`
    : `I have you down for ${what}, ${pay}.`
}

/** The one chance to correct the read-back; a phone has no keyboard, so it says 'say'. */
export function readBackQuestion(channel: InterviewChannel = 'web'): string {
  return channel === 'phone'
    ? 'Is that right? Say yes, or tell me what to change.'
    : 'Is that right? Answer yes, or tell me what to change.'
}

/**
 * The buttons of the closed questions (choices.ts): the job types as onboarding names them,
 * shifts by when they are worked, benefits as a posting lists them.
 */
export const CHOICE_LABELS: ChoiceLabels = {
  jobTypes: {
    'forklift-operator': 'Forklift Operator',
    assembler: 'Assembler',
    'order-picker': 'Order Picker',
    'material-handler': 'Material Handler',
    'machine-operator': 'Machine Operator',
    'production-associate': 'Production Associate',
    'warehouse-associate': 'Warehouse Associate',
  },
  shifts: {
    first: 'Days (1st shift)',
    second: 'Evenings (2nd shift)',
    third: 'Nights (3rd shift)',
    weekend: 'Weekends',
    rotating: 'Rotating shifts',
    any: 'Any shift',
  },
  relocation: { yes: 'Yes', no: 'No', maybe: 'Maybe, for the right job' },
  benefits: {
    health: 'Health insurance',
    dental: 'Dental insurance',
    vision: 'Vision insurance',
    'paid-time-off': 'Paid time off',
    '401k': '401(k)',
    'weekly-pay': 'Weekly pay',
    none: 'None needed',
  },
  readBack: { yes: "Yes, that's right", no: 'No, change something' },
  change: { work: 'The work', shifts: 'The shifts', place: 'The place', pay: 'The pay' },
  confirmAnswer: { yes: "Yes, that's right", no: 'No' },
}

/**
 * The questions the phone's keypad answers (keypad.ts): the closed ones by option number, the
 * place by ZIP code, and the numbers, and what to change after the read-back. Skills stay
 * spoken.
 */
export type KeypadSlot = Exclude<InterviewSlot, 'skills'>

/**
 * What the recruiter says about the keypad on the phone, never in the browser (it has buttons).
 * Fixed sentences, one per question and none naming the candidate, so each is synthesised once
 * and served from the prompt cache to every caller.
 */
export interface KeypadPrompts {
  /**
   * Said after the question: its options with their key, in CLOSED_QUESTIONS order (key N is
   * option N), or the number to type, then pound for a list or a number.
   */
  hints: Readonly<Record<KeypadSlot | 'readBack' | 'change' | 'confirmAnswer', string>>
  /** Keys that answer nothing the question offers: said before the hint again. */
  sorry: string
  /** Keys on a question the keypad does not answer: said before that question again. */
  sayIt: string
}

export const KEYPAD_PROMPTS: KeypadPrompts = {
  hints: {
    jobTypes:
      'Or press 1 for forklift, 2 for assembly, 3 for order picking, 4 for material handling, 5 for machine operator, 6 for production, 7 for warehouse, then press pound.',
    shifts:
      'Or press 1 for days, 2 for evenings, 3 for nights, 4 for weekends, 5 for rotating shifts, 6 for any shift, then press pound.',
    location: 'Or enter your ZIP code, then press pound.',
    commute: 'Or enter the miles, then press pound.',
    relocation: 'Or press 1 for yes, 2 for no, 3 for maybe.',
    pay: 'Or enter the dollars an hour, then press pound.',
    benefits:
      'Or press 1 for health, 2 for dental, 3 for vision, 4 for paid time off, 5 for a 401k, 6 for weekly pay, 7 for none, then press pound.',
    yearsOfExperience: 'Or enter the number of years, then press pound.',
    readBack: 'Or press 1 for yes, 2 to change something.',
    change: 'Or press 1 for the work, 2 for the shifts, 3 for the place, 4 for the pay.',
    confirmAnswer: 'Or press 1 for yes, 2 for no.',
  },
  sorry: "Sorry, I didn't get those keys.",
  sayIt: 'Please say this answer out loud.',
}

/** After a bare 'no' to the read-back: its answer is the correction. */
const CORRECTION_QUESTION = 'What should I change?'

/** The acknowledgement of a correction when the changed slot has no sentence of its own. */
const CORRECTED = "Okay, I've changed that."

/**
 * Everything the recruiter says, in one language: what the engine picks from (prompt-table.ts
 * holds one per language, so a language missing a sentence fails type checking).
 */
export interface DialoguePrompts {
  slots: Record<InterviewSlot, SlotPrompt>
  greeting(firstName: string, productName?: string, channel?: InterviewChannel): string
  closing(firstName: string): string
  /** The read-back sentence of what the interview would save; '' when there is nothing. */
  readBack(values: SlotValues): string
  readBackQuestion(channel?: InterviewChannel): string
  correctionQuestion: string
  corrected: string
  /** After an answer heard with little certainty is said back: is it what the candidate said? */
  isThatRight(channel?: InterviewChannel): string
  /** Said before the question again after a reconnect. */
  resumePrefix: string
  /** The words on the buttons of the closed questions. */
  choiceLabels: ChoiceLabels
  /** What the recruiter says about the keypad, on the phone only. */
  keypad: KeypadPrompts
}

/** The recruiter in English. */
export const ENGLISH_PROMPTS: DialoguePrompts = {
  slots: SLOT_PROMPTS,
  greeting: greetingText,
  closing: closingText,
  readBack: readBackText,
  readBackQuestion,
  correctionQuestion: CORRECTION_QUESTION,
  corrected: CORRECTED,
  isThatRight: (channel = 'web') =>
    channel === 'phone' ? 'Is that right? Say yes or no.' : 'Is that right?',
  resumePrefix: RESUME_PREFIX,
  choiceLabels: CHOICE_LABELS,
  keypad: KEYPAD_PROMPTS,
}
