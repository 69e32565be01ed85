import type { Shift } from '../../../contract/jobs'
import type { Relocation } from '../extract/types'
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

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
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
    // A phone has no keyboard to type an answer on.
    (channel === 'phone'
      ? 'Just answer out loud after each question.'
      : 'Answer by voice, or type if you prefer.')
  )
}

export function closingText(firstName: string): string {
  const thanks = firstName === '' ? 'Thanks.' : `Thanks, ${firstName}.`
  return `${thanks} That's everything I need. We'll look for jobs that fit and let you know. You can hang up now.`
}
