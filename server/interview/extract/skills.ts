import { catalogueSkills } from '../../vocabulary/skills'
import type { Answer } from './answer'
import type { Draft } from './draft'
import { SPOKEN_SKILLS } from './skill-phrases'
import { addOnce } from './spans'

const FORKLIFT_CERTIFICATION =
  /\b(?:forklift|montacargas)\s+(?:certified|certification|certificate|license|licensed|cert|card)\b|\bcertified\s+(?:forklift|on (?:the |a )?forklifts?|to (?:drive|operate) (?:a )?forklifts?)\b|\bcertificad[oa]\s+(?:de|en|para)\s+montacargas\b|\bcertificacion\s+de\s+montacargas\b/

/** Certifications and languages count wherever they are said. */
const ALWAYS = new Set([
  'OSHA 10',
  'OSHA 30',
  'CDL',
  'CPR and first aid',
  'Bilingual (English/Spanish)',
])

/** A clause that points back at the one before: 'Operador de maquinas, tengo experiencia en eso'. */
const POINTS_BACK =
  /\b(?:en|in|with|doing|at|on) (?:eso|that|it|this|those)\b|\b(?:done|did|hecho|hice) (?:that|it|eso|this)\b|\blo he hecho\b|\bya lo hice\b/

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
    const experience =
      kind === 'experience' || kind === 'both' || (aboutPastWork && kind === 'neutral')
    const positive = positives[index]!
    read(draft, positive, experience)
    if (experience && index > 0 && POINTS_BACK.test(positive))
      read(draft, positives[index - 1]!, true)
  })
}

function read(draft: Draft, text: string, experience: boolean): void {
  if (FORKLIFT_CERTIFICATION.test(text)) addOnce(draft.skills, 'Forklift certification')
  for (const skill of catalogueSkills(text))
    if (experience || ALWAYS.has(skill)) addOnce(draft.skills, skill)
  if (experience)
    for (const { skill, pattern } of SPOKEN_SKILLS)
      if (pattern.test(text)) addOnce(draft.skills, skill)
}
