import { fold } from '../vocabulary/fold'
import { findDateRange, findSingleDate, type DateOptions } from './dates'
import type { DegreeType, EducationEntry } from './draft-profile'
import { findPlace } from './places'
import { stripBullet, tidyCase, trimField } from './text-utils'

/** Degree patterns on folded text, most specific first. */
const DEGREES: [RegExp, DegreeType][] = [
  [/\bged\b|\bg\.e\.d\b|general\s+(?:educational|equivalency)|\bhiset\b|\btasc\b/, 'GED'],
  [/\bph\.?\s?d\b|\bdoctor(?:ate|ado)\b/, 'Doctorate'],
  [/\bmaster'?s?\b|\bm\.?b\.?a\b|\bm\.s\.|\bmaestria\b/, "Master's Degree"],
  [
    /\bbachelor'?s?\b|\bb\.s\.|\bb\.a\.|\bbs\b(?=\s+in\b)|\bba\b(?=\s+in\b)|\blicenciatura\b/,
    "Bachelor's Degree",
  ],
  [
    /\bassociate'?s?\b|\ba\.?a\.?s\.?\b|\ba\.s\.|\ba\.a\.|\bassociate\s+degree\b/,
    "Associate's Degree",
  ],
  [
    /\bhigh\s+school\b|\bh\.?s\.?\s+diploma\b|\bsecondary\s+school\b|\bpreparatoria\b|\bprepa\b|\bbachillerato\b|\bsecundaria\b/,
    'High School Diploma',
  ],
  [
    /\bcertific|\bvocational\b|\bapprentice|\btrade\s+school\b|\bcertificado\b|\bdiplomado\b/,
    'Certificate',
  ],
  [/\bdiploma\b/, 'Diploma'],
]

const RANK: Record<DegreeType, number> = {
  Doctorate: 8,
  "Master's Degree": 7,
  "Bachelor's Degree": 6,
  "Associate's Degree": 5,
  Certificate: 4,
  'High School Diploma': 3,
  GED: 3,
  Diploma: 3,
}

function degreeTypeOf(text: string): DegreeType | undefined {
  const folded = fold(text)
  return DEGREES.find(([pattern]) => pattern.test(folded))?.[1]
}

const SCHOOL =
  /\b(?:high\s+school|school|college|university|univ\.|institute|academy|universidad|escuela|preparatoria|instituto|colegio|conalep|cbtis|polytechnic|adult\s+education|job\s+corps|technical\s+center|career\s+center|tech)\b/

/** 'High School Diploma' names a degree, not a school. */
const DEGREE_ONLY =
  /^(?:(?:high\s+school|h\.?s\.?)(?:\s+(?:diploma|graduate|degree|equivalency))?|diploma)$/

const isSchool = (segment: string) => SCHOOL.test(fold(segment)) && !DEGREE_ONLY.test(fold(segment))

/** The highest of the degree types given, '' when there are none. */
export function highestDegree(entries: EducationEntry[]): DegreeType | '' {
  let best: DegreeType | '' = ''
  for (const { degreeType } of entries) {
    if (degreeType && (best === '' || RANK[degreeType] > RANK[best])) best = degreeType
  }
  return best
}

interface Draft {
  schoolName: string
  yearOfDegree: string
  location: string
  degreeType: DegreeType | ''
  /** The degree was written out, not only implied by the school ('Westland High School'). */
  degreeExplicit: boolean
  lines: string[]
}

/**
 * Education entries from the education section lines. A line that names a school when the entry
 * already has one, or a degree when it already has one written out, starts the next entry.
 * Entries with neither a school nor a degree are dropped.
 */
export function parseEducation(lines: string[], options: DateOptions): EducationEntry[] {
  const drafts: Draft[] = []
  let current: Draft | undefined
  for (const raw of lines) {
    let text = stripBullet(raw.trim()).replace(/\t/g, ' | ')
    if (text === '') continue
    let year = ''
    const range = findDateRange(text, options)
    if (range) {
      if (!range.range.current) year = String(Math.floor((range.range.end - 1) / 12))
      text = `${text.slice(0, range.index)} | ${text.slice(range.index + range.length)}`
    } else {
      const single = findSingleDate(text)
      if (single) {
        year = String(single.year)
        text = `${text.slice(0, single.index)} | ${text.slice(single.index + single.length)}`
      }
    }
    const place = findPlace(text)
    if (place) text = `${text.slice(0, place.index)} | ${text.slice(place.index + place.length)}`
    const segments = text
      .split(/\s*(?:\||—|–|\s-+\s|,|;|•|·)\s*/)
      .map((segment) => trimField(segment.replace(/\(\s*\)/g, ' ')))
      .filter(Boolean)
    let school = segments.find(isSchool) ?? ''
    const degreeSegment = segments.find((segment) => segment !== school && degreeTypeOf(segment))
    const degree = degreeSegment ? degreeTypeOf(degreeSegment) : undefined
    // A school named without a school word: the first other segment on a line with a place.
    if (!school && !degree && place && segments[0]) school = segments[0]

    const startsNew =
      !current ||
      (school !== '' && current.schoolName !== '') ||
      (degree !== undefined && current.degreeExplicit) ||
      (year !== '' && current.yearOfDegree !== '' && !school && !degree)
    if (startsNew) {
      current = {
        schoolName: '',
        yearOfDegree: '',
        location: '',
        degreeType: '',
        degreeExplicit: false,
        lines: [],
      }
      drafts.push(current)
    }
    const draft = current!
    draft.lines.push(raw)
    if (school) {
      draft.schoolName = tidyCase(school)
      const implied = degreeTypeOf(school)
      if (!draft.degreeType && implied && implied !== 'Certificate') draft.degreeType = implied
    }
    if (degree) {
      draft.degreeType = degree
      draft.degreeExplicit = true
    }
    if (year && !draft.yearOfDegree) draft.yearOfDegree = year
    if (place && !draft.location) draft.location = place.location
  }
  return drafts
    .filter((draft) => draft.schoolName !== '' || draft.degreeType !== '')
    .map(({ schoolName, yearOfDegree, location, degreeType }) => ({
      schoolName,
      yearOfDegree,
      location,
      degreeType,
    }))
}
