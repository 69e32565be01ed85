import { fold } from '../vocabulary/fold'
import { editDistance, isBulleted } from './text-utils'

type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'contact' | 'other'

/** Heading words, folded (lower case, no accents), by the section they open. */
const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'summary of qualifications',
    'objective',
    'career objective',
    'job objective',
    'profile',
    'professional profile',
    'personal profile',
    'about me',
    'about',
    'resumen',
    'resumen profesional',
    'objetivo',
    'objetivo profesional',
    'perfil',
    'perfil profesional',
    'sobre mi',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'employment experience',
    'work history',
    'job history',
    'career history',
    'work record',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'experiencia de trabajo',
    'historial laboral',
    'historial de empleo',
    'historial de trabajo',
    'empleos',
    'empleos anteriores',
    'trabajos anteriores',
  ],
  education: [
    'education',
    'education and training',
    'educational background',
    'academic background',
    'training',
    'schooling',
    'educacion',
    'educacion y formacion',
    'formacion',
    'formacion academica',
    'estudios',
    'escolaridad',
  ],
  skills: [
    'skills',
    'key skills',
    'core skills',
    'technical skills',
    'job skills',
    'skills and abilities',
    'skills summary',
    'skills and certifications',
    'skills and qualifications',
    'core competencies',
    'competencies',
    'qualifications',
    'certifications',
    'certificates',
    'certifications and licenses',
    'licenses and certifications',
    'licenses',
    'equipment',
    'equipment operated',
    'languages',
    'habilidades',
    'destrezas',
    'competencias',
    'aptitudes',
    'certificaciones',
    'idiomas',
    'habilidades y certificaciones',
  ],
  contact: [
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'personal information',
    'contacto',
    'informacion de contacto',
    'datos personales',
  ],
  other: [
    'references',
    'referencias',
    'volunteer',
    'volunteer experience',
    'interests',
    'hobbies',
    'awards',
    'activities',
    'additional information',
    'informacion adicional',
  ],
}

const HEADING_LIST = Object.entries(HEADINGS).flatMap(([kind, words]) =>
  words.map((words) => ({ kind: kind as SectionKind, words })),
)

/** Heading text reduced to words: decorations, '&', 'and', parentheses and colons dropped. */
function headingWords(text: string): string {
  return fold(text)
    .replace(/\(.*?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The section a heading word list names, allowing one typo per five letters. */
function matchHeading(words: string): SectionKind | undefined {
  if (words === '' || words.length > 40) return undefined
  const exact = HEADING_LIST.find((heading) => heading.words === words)
  if (exact) return exact.kind
  for (const heading of HEADING_LIST) {
    if (heading.words.length < 7) continue
    const allowed = Math.floor(heading.words.length / 5)
    if (Math.abs(heading.words.length - words.length) <= allowed) {
      if (editDistance(heading.words, words) <= allowed) return heading.kind
    }
  }
  // 'Experiencia laboral en Mexico': a two-word heading, then a qualifier.
  const first = words.split(' ').slice(0, 2).join(' ')
  return HEADING_LIST.find((h) => h.words.includes(' ') && h.words === first)?.kind
}

interface HeadingMatch {
  kind: SectionKind
  /** Text after 'Skills:' on the same line, if any. */
  rest: string
}

/** Whether the line is a section heading; also 'SKILLS: forklift, RF scanner' (heading + text). */
export function readHeading(line: string): HeadingMatch | undefined {
  if (isBulleted(line) && !/^\*{2,}|^[-=#]{2,}/.test(line)) return undefined
  const inline = /^([^:]{2,40}):\s*(\S.*)$/.exec(line)
  if (inline) {
    const kind = matchHeading(headingWords(inline[1] ?? ''))
    if (kind) return { kind, rest: inline[2] ?? '' }
  }
  if (line.length > 45 || /\d{4}|@/.test(line)) return undefined
  // Headings are short: a trailing sentence is body text that happens to start with 'Profile'.
  if (/[.!?]$/.test(line.trim()) && !/:$/.test(line.trim())) return undefined
  const words = headingWords(line)
  if (words.split(' ').length > 5) return undefined
  const kind = matchHeading(words)
  return kind ? { kind, rest: '' } : undefined
}

interface Section {
  kind: SectionKind
  lines: string[]
}

interface ResumeSections {
  /** Lines before the first heading: name, contact, a headline or an unlabelled summary. */
  header: string[]
  sections: Section[]
}

/** Splits resume text into the header and its headed sections, in order. Blank lines kept. */
export function splitSections(text: string): ResumeSections {
  const header: string[] = []
  const sections: Section[] = []
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim()
    const heading = line === '' ? undefined : readHeading(line)
    if (heading) {
      sections.push({ kind: heading.kind, lines: heading.rest ? [heading.rest] : [] })
      continue
    }
    const current = sections.at(-1)
    if (current) current.lines.push(line)
    else header.push(line)
  }
  return { header, sections }
}
