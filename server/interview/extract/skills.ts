import { catalogueSkills } from '../../vocabulary/skills'
import type { Answer } from './answer'
import type { Draft } from './draft'
import { SPOKEN_SKILLS } from './skill-phrases'
import { addOnce } from './spans'

const FORKLIFT = '(?:fork\\s?-?lifts?|montacargas|hi-?lo)'
/** A sit-down or a stand-up is a forklift: 'certified on sit down'. */
const FORKLIFT_KIND = '(?:sit[\\s-]?downs?|stand[\\s-]?ups?)\\b'
const FORKLIFT_CERTIFICATION = new RegExp(
  [
    // 'some forklift i'm certified': the run-on's subject may come between.
    `\\b${FORKLIFT}\\s*,?\\s+(?:(?:and\\s+)?(?:i'?m|i am|im)\\s+(?:also\\s+)?)?(?:certified|certification|certificate|certificado|license[ds]?|licencia|cert|card|operator'?s? license)\\b`,
    `\\b(?:certified|certif\\w*|licen[cs]\\w*|cert)\\s+(?:(?:de|en|para|on|for|in|to (?:drive|operate|run))\\s+)?(?:the\\s+|a\\s+|el\\s+|los\\s+)?(?:${FORKLIFT}|${FORKLIFT_KIND})`,
  ].join('|'),
)
/** 'Forklift, I'm certified': a certification said after the equipment it is for. */
const CERTIFIED_ALONE = /\b(?:certified|certification|certificado|license[ds]?|cert)\b/
const NAMES_FORKLIFT = new RegExp(`\\b${FORKLIFT}\\b`)

/** Certifications and languages count wherever they are said. */
const ALWAYS = new Set([
  'OSHA 10',
  'OSHA 30',
  'CDL',
  'CPR and first aid',
  'Bilingual (English/Spanish)',
])

/** Wanting to get a certificate is not having it: 'I'd like to get my CDL'. */
const ACQUIRING =
  /\b(?:get|getting|become|becoming|obtain|earn|take|taking|sacar|learn|learning)\s+(?:(?:my|a|an|the|mi)\s+)?(?:\w+\s+)?(?:certified|certification|certificate|license|licencia|cert|cdl|osha|cpr|first aid)\b/

/** A clause that points back at the one before: 'Operador de maquinas, tengo experiencia en eso'. */
const POINTS_BACK =
  /\b(?:have|got|tengo) (?:some |a lot of |lots of |plenty of |years of )?(?:experience|experiencia)\s*[.!]?\s*$|\b(?:en|in|with|doing|at|on) (?:eso|that|it|this|those)\b|\b(?:done|did|hecho|hice) (?:that|it|eso|this)\b|\blo he hecho\b|\bya lo hice\b/

/**
 * skills: the resume skill vocabulary (server/vocabulary/skills.ts) and the spoken phrasings
 * (skill-phrases.ts) read in clauses about what the candidate has done or holds, plus forklift
 * certification; negated words are left out. A neutral clause counts when the question was
 * about skills or years.
 */
export function readSkills(answer: Answer, draft: Draft): void {
  const aboutPastWork =
    answer.expectedSlot === 'skills' || answer.expectedSlot === 'yearsOfExperience'
  const clauses = answer.clauseList
  const positives = clauses.map((clause) =>
    clause.text.replace(/[a-z0-9']+/g, (word, offset: number) =>
      answer.isNegated(clause.start + offset, clause.start + offset + word.length)
        ? ' '.repeat(word.length)
        : word,
    ),
  )
  clauses.forEach((clause, index) => {
    const { kind } = clause
    const positive = positives[index]!
    const wish = kind !== 'experience' && ACQUIRING.test(positive)
    const experience =
      !wish && (kind === 'experience' || kind === 'both' || (aboutPastWork && kind === 'neutral'))
    read(draft, positive, experience, wish)
    const previous = index > 0 ? positives[index - 1]! : undefined
    if (experience && previous !== undefined && POINTS_BACK.test(positive))
      read(draft, previous, true)
    if (
      previous !== undefined &&
      CERTIFIED_ALONE.test(positive) &&
      !NAMES_FORKLIFT.test(positive) &&
      NAMES_FORKLIFT.test(previous)
    )
      read(draft, 'forklift certified', true)
  })
  // A sit-down or stand-up is a forklift: driving one is Forklift operation ('I drive sit down,
  // stand up and reach').
  if (draft.skills.some((skill) => FORKLIFT_KINDS.has(skill)))
    addOnce(draft.skills, 'Forklift operation')
}

const FORKLIFT_KINDS = new Set(['Sit-down forklift', 'Stand-up forklift'])

/**
 * An order picker as a job held is picking experience, not the order picker truck: 'I was an
 * order picker' reads as 'I was a picker'.
 */
const ORDER_PICKER_JOB = /\b(was|been|as|am|i'm)\s+(?:an?\s+)?order\s+(?:picker|selector)s?\b/g

function read(draft: Draft, rawText: string, experience: boolean, wish = false): void {
  const text = rawText.replace(ORDER_PICKER_JOB, '$1 a picker')
  if (!wish && FORKLIFT_CERTIFICATION.test(text)) addOnce(draft.skills, 'Forklift certification')
  for (const skill of catalogueSkills(text))
    if (experience || (ALWAYS.has(skill) && !wish)) addOnce(draft.skills, skill)
  if (experience)
    for (const { skill, pattern } of SPOKEN_SKILLS)
      if (pattern.test(text)) addOnce(draft.skills, skill)
}
