import { BENEFIT_LABELS } from '../../catalogue/benefits'
import { METROS } from '../../vocabulary/metros'
import { ROLES } from '../../vocabulary/roles'
import { CATALOGUE_SKILLS } from '../../vocabulary/skills'
import { US_STATES } from '../../vocabulary/us-states'
import { INTERVIEW_SLOTS, SLOT_PROMPTS, type InterviewSlot } from '../dialogue'
import { dollarWords, digitWords, numberWords, yearWords } from './spoken-numbers'
import { spokenText, withArticle } from './spoken-text'

/**
 * The sentences the domain language model learns from: what a candidate says to the recruiter's
 * questions, generated from the project's vocabularies (catalogue job titles and skills, metros,
 * towns and states, benefits, the questions themselves) through phrasing templates written the
 * way candidates answer (the answer set in tests/fixtures/interview/answers.ts shows the styles:
 * short answers, fillers, ranges, floors and ceilings, negations, long mixed answers). English
 * only: the acoustic model is US English.
 *
 * A template is words with {list} holes. The first template to name a list yields as many
 * sentences as that list has entries, so every entry is said at least once; later templates
 * yield at most REPEAT_LIMIT sentences, so that long lists (two hundred towns, a hundred sums of
 * money) do not outweigh the short answers around them. The holes take their lists in turn at
 * different strides, so pairs vary.
 */

type Lists = Record<string, readonly string[]>

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step)

const unique = (items: Iterable<string>) => [...new Set([...items].filter(Boolean))]

/** The project's vocabularies in spoken form. */
export function corpusLists(): Lists {
  const titles = ROLES.flatMap((role) => [role.jobType, ...role.titles.map((t) => t.title)])
  const jobs = unique(
    [
      ...titles,
      ...ROLES.map((role) => role.experienceArea),
      // How candidates shorten or say the catalogue's roles.
      'forklift',
      'forklift driver',
      'forklift operator',
      'driving forklift',
      'picking',
      'order picking',
      'picking orders',
      'pick and pack',
      'packing',
      'assembly',
      'assembly line',
      'line work',
      'machine operator',
      'machine op',
      'warehouse',
      'warehouse work',
      'production',
      'production line',
      'packing line',
      'manufacturing',
      'factory work',
      'shipping and receiving',
      'loading trucks',
      'loader',
      'cherry picker',
      'order selector',
      'reach truck',
      'hi lo',
      'lift truck',
      'distribution center',
      'fulfillment center',
    ].map(spokenText),
  )
  const towns = unique(METROS.flatMap((metro) => metro.towns.map((town) => spokenText(town.city))))
  const townsWithState = unique(
    METROS.flatMap((metro) =>
      metro.towns.map((town) => spokenText(`${town.city} ${US_STATES[town.state] ?? ''}`)),
    ),
  )
  const metros = unique(
    METROS.flatMap((metro) => {
      const name = metro.name.replace(/\([^)]*\)/g, '')
      return [name, ...name.split('-')].map(spokenText)
    }),
  )
  const states = unique(Object.values(US_STATES).map(spokenText))
  const skills = unique(
    [
      ...CATALOGUE_SKILLS,
      ...ROLES.flatMap((role) => role.skills),
      'forklift',
      'rf scanner',
      'scanner gun',
      'pallet jack',
      'electric pallet jack',
      'reach truck',
      'cherry picker',
      'order picker',
      'sit down forklift',
      'stand up forklift',
      'blueprints',
      'reading blueprints',
      'cnc',
      'welding',
      'inventory',
      'quality control',
      'power tools',
      'hand tools',
      'excel',
      'cdl',
      'cpr',
      'first aid',
      'wms',
    ].map(spokenText),
  )
  const certificates = [
    'forklift certified',
    'certified on forklift',
    'osha ten certified',
    'osha thirty certified',
    'cpr certified',
    'a certified welder',
    'bilingual',
  ]
  const benefits = unique(
    [
      ...BENEFIT_LABELS,
      'insurance',
      'medical',
      'medical insurance',
      'health',
      'dental',
      'vision',
      '401(k)',
      'retirement',
      'a retirement plan',
      'pto',
      'vacation',
      'vacations',
      'paid vacation',
      'sick days',
      'holidays',
      'overtime',
      'weekly pay',
      'daily pay',
      'benefits',
    ].map(spokenText),
  )
  const shifts = [
    'days',
    'nights',
    'evenings',
    'mornings',
    'afternoons',
    'overnight',
    'overnights',
    'weekends',
    'first shift',
    'second shift',
    'third shift',
    'day shift',
    'night shift',
    'evening shift',
    'swing shift',
    'swing',
    'graveyard',
    'graveyard shift',
    'the early shift',
    'rotating shifts',
    'any shift',
    'whatever shift',
    'all shifts',
    'weekdays',
    'saturdays',
    'sundays',
    'first or second shift',
    'second or third shift',
    'days or nights',
  ]
  const dayParts = ['morning', 'afternoon', 'evening', 'night', 'day']
  const ordinals = ['first', 'second', 'third']
  const dollars = unique([
    ...range(8, 45).map(dollarWords),
    ...range(12, 30).flatMap((d) => [d + 0.25, d + 0.5, d + 0.75].map(dollarWords)),
  ])
  const raises = dollars.slice(0, 30)
  const salaries = range(25, 90, 5).map(numberWords)
  const weeklies = range(400, 1200, 50).map(numberWords)
  const miles = unique([...range(1, 60), ...range(65, 100, 5)].map(numberWords))
  const minutes = range(5, 90, 5).map(numberWords)
  const years = range(1, 40).map(numberWords)
  const months = range(1, 11).map(numberWords)
  const calendarYears = range(1990, 2025).flatMap(yearWords)
  // ZIP codes are read digit by digit; a fixed walk through the digits covers every digit pair.
  const zips = range(0, 29).map((i) =>
    range(0, 4)
      .map((k) => {
        const digit = (i * 7 + k * 3 + i * k) % 10
        const words = digitWords(digit)
        return words[(i + k) % words.length]!
      })
      .join(' '),
  )
  return {
    job: jobs,
    aJob: jobs.map(withArticle),
    town: towns,
    townState: townsWithState,
    metro: metros,
    state: states,
    place: unique([...towns, ...metros, ...states]),
    skill: skills,
    certificate: certificates,
    benefit: benefits,
    shift: shifts,
    dayPart: dayParts,
    ordinal: ordinals,
    dollars,
    raise: raises,
    salary: salaries,
    weekly: weeklies,
    miles,
    minutes,
    years,
    months,
    calendarYear: calendarYears,
    zip: zips,
    filler: ['um', 'uh', 'well', 'so', 'okay', 'yeah', 'like', 'um so', 'i think', 'hmm'],
  }
}

/**
 * How candidates answer, by the question asked (its interview slot), then what may answer any
 * question: long answers naming several slots, and talk around the answers.
 */
const TEMPLATES: Record<
  InterviewSlot | 'longAnswers' | 'aroundAnswers' | 'pausedAnswers',
  readonly string[]
> = {
  // Job types and roles
  jobTypes: [
    '{job}',
    '{filler} {job}',
    'i want to work as {aJob}',
    'i would like to be {aJob}',
    'i am looking for {job} work',
    "i'm looking for {job} or {job}",
    'i want a job in {job}',
    'i want to do {job}',
    'something in {job}',
    '{job} or {job}',
    '{job} {job} or {job}',
    'anything in {job} but not {job}',
    'i worked as {aJob} before',
    "i've been {aJob} for {years} years",
    '{job} i guess',
    'i want {job} jobs',
    'i like {job} and {job} is ok too',
    'anything in a warehouse',
    'anything really',
  ],
  // Shifts
  shifts: [
    '{shift}',
    '{filler} {shift}',
    'i can work {shift}',
    'i prefer {shift}',
    '{shift} only',
    '{shift} please',
    '{shift} not {shift}',
    'i want {shift} no {shift}',
    'no {shift}',
    'no {shift} and no {shift}',
    'i can do {shift} or {shift}',
    'any shift except {ordinal}',
    'anything but {ordinal} shift',
    'anything but {shift}',
    "i don't mind {shift}",
    "i can't work {shift}",
    'i want to work in the {dayPart}',
    'during the {dayPart}',
    '{ordinal}',
    "it doesn't matter whatever shift they have",
    'i work {shift} right now',
  ],
  // Locations
  location: [
    '{place}',
    '{townState}',
    'i live in {town}',
    'i live in {townState}',
    'near {town}',
    'near {town} or {town}',
    'around {town} or in the {metro} area',
    'in the {metro} area',
    'anywhere in {state}',
    'anywhere in {state} or {state}',
    'close to {townState}',
    'i want to work in {town}',
    'somewhere near {town} not {town}',
    'i live in {town} so {metro}',
    'my zip is {zip}',
    'my zip code is {zip}',
    '{town} or {town} {state}',
    'i can work in {town} or {townState} i have a car',
  ],
  // Commute
  commute: [
    '{miles}',
    '{miles} miles',
    'i can drive {miles} miles',
    'i can drive like {miles} miles',
    'up to {miles} miles',
    'no more than {miles} miles',
    'within {miles} miles',
    '{miles} miles max',
    '{miles} miles or less',
    'i live {miles} miles away but i can drive up to {miles} miles',
    '{minutes} minutes',
    'no more than {minutes} minutes from my house',
    'about {minutes} minutes',
    '{minutes} minutes or less',
    'half an hour',
    'an hour drive is the most i can do',
    'an hour',
    'an hour and a half',
    "i don't have a car i take the bus",
  ],
  // Relocation
  relocation: [
    'yes',
    'no',
    'maybe',
    'yeah',
    'yep',
    'nope',
    'sure',
    'of course',
    'not really',
    'yes i can relocate',
    'yeah i can move',
    'no i cannot relocate',
    "no i can't move",
    "i'm not willing to relocate",
    "i don't want to move",
    'no i want to stay where i am',
    'i want to stay here',
    'maybe it depends on the pay',
    'it depends on the job',
    "i'm not sure",
    'i would move to {town}',
    'i would relocate to {townState}',
    'i would move for the right job',
    'no i have family here',
  ],
  // Pay
  pay: [
    '{dollars}',
    '{dollars} an hour',
    '{dollars} dollars an hour',
    '{dollars} dollars per hour',
    'at least {dollars}',
    'at least {dollars} dollars an hour',
    'nothing less than {dollars}',
    'no less than {dollars} an hour',
    'tops {dollars}',
    '{dollars} tops',
    'up to {dollars}',
    '{dollars} or more',
    '{dollars} an hour or more',
    '{dollars} to {dollars}',
    '{dollars} to {dollars} dollars an hour',
    'between {dollars} and {dollars} dollars',
    'between {dollars} and {dollars} is ok for me',
    'around {dollars} dollars',
    'i was making {dollars} an hour',
    'i make {dollars} right now',
    'i need at least {dollars} dollars',
    'minimum {dollars}',
    'i want {raise} dollars or more',
    '{salary} thousand a year',
    'i was making {salary} k a year',
    '{weekly} dollars a week',
  ],
  // Benefits
  benefits: [
    '{benefit}',
    'i need {benefit}',
    'i need {benefit} and {benefit}',
    '{benefit} and {benefit}',
    '{benefit} {benefit} and {benefit}',
    '{benefit} would be nice',
    'just {benefit}',
    '{benefit} for sure',
    "i don't need {benefit}",
    "{benefit} for sure i don't need {benefit}",
    "i don't need benefits i have my wife's",
    'none',
    'no i don’t need benefits',
    'i need the benefits like {benefit} and {benefit}',
  ],
  // Skills
  skills: [
    '{skill}',
    'i have {skill}',
    'i know {skill}',
    '{skill} and {skill}',
    '{skill} {skill} and {skill}',
    'i can use {skill}',
    'i know how to use the {skill}',
    'i have experience with {skill}',
    "i'm {certificate}",
    'i am {certificate} and i have {skill}',
    'i have my osha ten',
    'i speak english and spanish',
    'i drive the sit down forklift and the stand up',
  ],
  // Years of experience
  yearsOfExperience: [
    '{years}',
    '{years} years',
    'about {years} years',
    'i have {years} years',
    'i have {years} years of experience',
    'i have {years} years in a warehouse',
    '{years} years on {job}',
    "i've been doing this for {years} years",
    "i've been doing this since {calendarYear}",
    'since {calendarYear}',
    'i am operating {job} since {years} years',
    '{months} months',
    'a year',
    'about a year and a half',
    'a couple of years',
    'a few years',
    'less than a year',
    'none this is my first job',
    'no experience',
    "i'm {years} years old and i have {years} years of experience",
  ],
  // Long answers
  longAnswers: [
    'i want {job} on {shift} near {town}',
    'i have {years} years on {job} and i want {shift} close to {town} paying {dollars} dollars an hour',
    'i want {job} {shift} i can drive {miles} miles and i need {benefit}',
    '{filler} i want {job} work on {shift} in {townState} within {miles} miles',
    'i worked {years} years as {aJob} now i would like {job} in {town} {dollars} to {dollars} an hour with {benefit}',
    'yes i can relocate between {dollars} and {dollars} dollars an hour with {benefit}',
    'good morning i am looking for {aJob} job',
  ],
  // Talk around the answers
  aroundAnswers: [
    'hello',
    'hi',
    'good morning',
    'thank you',
    'okay',
    'sorry can you repeat that',
    "i don't know",
    'what was the question',
    'can you say that again',
  ],
  // Answers cut at a pause: the end-of-answer policy (server/interview/turn-taking) has the
  // words so far decoded there, and waits when they end on a hesitation or a joining word.
  pausedAnswers: [
    'um',
    'uh',
    'i want um',
    'i want uh',
    'i would like um',
    'i want to work on um',
    'i think um',
    '{job} and',
    '{job} and um',
    '{shift} or',
    'i can do {skill} and',
    'no because',
    'yes because',
    'i would rather not because',
    'yes but',
    'i live in {town} but',
    'i live close to',
    'about',
  ],
}

/** Strides for the holes after the first: co-prime to most list lengths. */
const STRIDES = [1, 7, 13, 5, 11, 3]

/** Sentences of a template whose lists earlier templates already said in full. */
const REPEAT_LIMIT = 30

/** One template's sentences (at most `limit`): each hole walks its list at its own stride. */
export function expandTemplate(template: string, lists: Lists, limit = Infinity): string[] {
  const holes = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const listOf = (name: string) => {
    const list = lists[name]
    if (!list || list.length === 0) throw new Error(`corpus template names no list '${name}'`)
    return list
  }
  const count = Math.min(limit, Math.max(1, ...holes.map((name) => listOf(name).length)))
  const sentences: string[] = []
  for (let i = 0; i < count; i++) {
    let hole = 0
    sentences.push(
      template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const list = listOf(name)
        const stride = STRIDES[hole % STRIDES.length]!
        const offset = hole * 3
        hole++
        return list[(i * stride + offset) % list.length]!
      }),
    )
  }
  return sentences
}

/** The words of one question and its follow-up: candidates echo them ('forklift, picking'). */
const questionWords = (slot: InterviewSlot) =>
  [SLOT_PROMPTS[slot].question, SLOT_PROMPTS[slot].followUp]
    .flatMap((text) => text.split(/[.?!]\s+/))
    .map(spokenText)

type TemplateGroup = keyof typeof TEMPLATES

/**
 * Each group's sentences. The first template to name a list says it in full, later ones at most
 * REPEAT_LIMIT times, in the order of TEMPLATES.
 */
function groupSentences(lists: Lists): Record<TemplateGroup, string[]> {
  const said = new Set<string>()
  const groups = Object.entries(TEMPLATES).map(([group, templates]) => [
    group,
    templates.flatMap((template) => {
      const holes = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
      const first = holes.some((name) => !said.has(name))
      holes.forEach((name) => said.add(name))
      return expandTemplate(template, lists, first ? Infinity : REPEAT_LIMIT)
    }),
  ])
  return Object.fromEntries(groups) as Record<TemplateGroup, string[]>
}

const clean = (sentences: readonly string[]) => sentences.map(spokenText).filter(Boolean)

/** The whole corpus: one sentence a line, words separated by single spaces. */
export function domainCorpus(lists: Lists = corpusLists()): string[] {
  return clean([
    ...Object.values(groupSentences(lists)).flat(),
    ...INTERVIEW_SLOTS.flatMap(questionWords),
  ])
}

/**
 * Answers to one question are mostly about what it asks: this question's sentences (its
 * templates and its own words) count this many times over in its language model.
 */
export const ASKED_WEIGHT = 20

/**
 * The corpus for answers to each question (a language model per question, as an IVR has a
 * grammar per prompt): the whole corpus, so that an answer about something else is still heard,
 * with the question's own sentences (its templates and its words) ASKED_WEIGHT times in all.
 */
export function questionCorpora(lists: Lists = corpusLists()): Record<InterviewSlot, string[]> {
  const groups = groupSentences(lists)
  const whole = domainCorpus(lists)
  const corpusFor = (slot: InterviewSlot) => {
    const asked = clean([...groups[slot], ...questionWords(slot)])
    return [...whole, ...Array.from({ length: ASKED_WEIGHT - 1 }, () => asked).flat()]
  }
  return Object.fromEntries(INTERVIEW_SLOTS.map((slot) => [slot, corpusFor(slot)])) as Record<
    InterviewSlot,
    string[]
  >
}
