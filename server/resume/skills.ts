import { fold } from '../vocabulary/fold'
import { catalogueSkills } from '../vocabulary/skills'
import { capitalise, stripBullet, tidyCase } from './text-utils'

/** Splits on commas and semicolons that are not inside parentheses, and on bullets. */
function splitList(line: string): string[] {
  const items: string[] = []
  let depth = 0
  let current = ''
  for (const char of line) {
    if (char === '(' || char === '[') depth++
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1)
    if (depth === 0 && /[,;•·|\t]/.test(char)) {
      items.push(current)
      current = ''
    } else current += char
  }
  items.push(current)
  return items
    .map((item) =>
      stripBullet(item.trim())
        .replace(/[.:]+$/, '')
        .trim(),
    )
    .filter(Boolean)
}

/** Items that are page furniture, not skills. */
const NOT_A_SKILL =
  /©|\bresume\b|\bcurriculum\b|\bpage\s+\d|\breferences\b|\bavailable\s+(?:on|upon)\s+request\b/i

/**
 * Skills from the skills and certifications sections (each list item, catalogue names where the
 * item names catalogue skills, otherwise the item as written) followed by catalogue skills named
 * anywhere in `otherText` (summary, job titles, job descriptions). Duplicates removed.
 */
export function collectSkills(skillLines: string[], otherText: string): string[] {
  const skills: string[] = []
  const seen = new Set<string>()
  const add = (skill: string) => {
    const key = fold(skill)
    if (!seen.has(key)) {
      seen.add(key)
      skills.push(skill)
    }
  }
  for (const line of skillLines) {
    for (const item of splitList(line)) {
      if (NOT_A_SKILL.test(item)) continue
      const known = catalogueSkills(item)
      if (known.length > 0) known.forEach(add)
      else if (item.split(/\s+/).length <= 5 && /\p{L}/u.test(item)) add(capitalise(tidyCase(item)))
    }
  }
  catalogueSkills(otherText).forEach(add)
  return skills
}
