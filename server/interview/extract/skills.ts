import { catalogueSkills } from '../../vocabulary/skills'
import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce } from './spans'

const FORKLIFT_CERTIFICATION =
  /\b(?:forklift|montacargas)\s+(?:certified|certification|certificate|license|licensed|cert|card)\b|\bcertified\s+(?:forklift|on (?:the |a )?forklifts?|to (?:drive|operate) (?:a )?forklifts?)\b|\bcertificad[oa]\s+(?:de|en|para)\s+montacargas\b|\bcertificacion\s+de\s+montacargas\b/

/** Job words the resume vocabulary does not read as skills ('I worked as a picker'). */
const EXTRA: { skill: string; pattern: RegExp }[] = [
  {
    skill: 'Order picking',
    pattern: /(?<!\b(?:cherry|order)[\s-]?)\b(?:pickers?|selectors?|surtidor(?:a)?)\b/,
  },
]

/** Certifications and languages count wherever they are said. */
const ALWAYS = new Set([
  'OSHA 10',
  'OSHA 30',
  'CDL',
  'CPR and first aid',
  'Bilingual (English/Spanish)',
])

/**
 * skills: the resume skill vocabulary (server/vocabulary/skills.ts) read in clauses about what the
 * candidate has done or holds, plus forklift certification; negated words are left out.
 */
export function readSkills(answer: Answer, draft: Draft): void {
  const askedSkills = answer.expectedSlot === 'skills'
  for (const clause of answer.clauseList) {
    const positive = clause.text.replace(/[a-z0-9']+/g, (word, offset: number) =>
      answer.isNegated(clause.start + offset, clause.start + offset + word.length)
        ? ' '.repeat(word.length)
        : word,
    )
    const kind = answer.clauseKind(clause.start)
    const experience =
      kind === 'experience' || kind === 'both' || (askedSkills && kind === 'neutral')
    if (FORKLIFT_CERTIFICATION.test(positive)) addOnce(draft.skills, 'Forklift certification')
    for (const skill of catalogueSkills(positive))
      if (experience || ALWAYS.has(skill)) addOnce(draft.skills, skill)
    if (experience)
      for (const { skill, pattern } of EXTRA)
        if (pattern.test(positive)) addOnce(draft.skills, skill)
  }
}
