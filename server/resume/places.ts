import { US_STATES as US_STATE_NAMES } from '../vocabulary/us-states'

/** US states and DC, plus Puerto Rico, which resumes list like a state. */
const US_STATES: Readonly<Record<string, string>> = { ...US_STATE_NAMES, PR: 'Puerto Rico' }

/** Mexican states, written out: many candidates list schools and jobs across the border. */
const MX_STATES = [
  'Aguascalientes',
  'Baja California',
  'Chihuahua',
  'Coahuila',
  'Durango',
  'Guanajuato',
  'Jalisco',
  'Mexico',
  'México',
  'Michoacán',
  'Michoacan',
  'Nuevo León',
  'Nuevo Leon',
  'Puebla',
  'Querétaro',
  'Queretaro',
  'San Luis Potosí',
  'San Luis Potosi',
  'Sinaloa',
  'Sonora',
  'Tamaulipas',
  'Veracruz',
  'Zacatecas',
]

const CITY = "[A-Z][A-Za-z.'’-]*(?:\\s+[A-Z][A-Za-z.'’-]*){0,3}"
const CITY_CAPS = "[A-Za-z][A-Za-z.'’-]*(?:\\s+[A-Za-z][A-Za-z.'’-]*){0,3}"
const STATE_CODES = Object.keys(US_STATES).join('|')
const STATE_NAMES = [...Object.values(US_STATES), ...MX_STATES]
  .sort((a, b) => b.length - a.length)
  .join('|')
/** 'Columbus, OH', 'Laredo TX 78041', 'Greenville, South Carolina', 'Nuevo Laredo, Tamaulipas'. */
const CITY_STATE = new RegExp(
  `(?<![A-Za-z])(${CITY})(?:\\s*,\\s*|\\s+)(${STATE_CODES})\\.?(?:\\s+(\\d{5})(?:-\\d{4})?)?(?![A-Za-z])` +
    `|(?<![A-Za-z])(${CITY_CAPS})\\s*,\\s*(${STATE_NAMES})(?:\\s+(\\d{5}))?(?![A-Za-z])`,
  'u',
)

interface PlaceMatch {
  /** 'City, ST' (or 'City, State' for full names), with the ZIP when given. */
  text: string
  /** 'City, ST' without the ZIP: the location of a job or school. */
  location: string
  index: number
  length: number
}

/** Words a 'City' part never is (so 'Warehouse helper, Border Freight LLC, Laredo TX' finds Laredo). */
const NOT_CITY = /^(?:llc|inc|co|corp|ltd|company|group|center|centre|services)\.?$/i

/** The last city-and-state in the line (jobs put the place after the employer). */
export function findPlace(line: string): PlaceMatch | undefined {
  let found: PlaceMatch | undefined
  const pattern = new RegExp(CITY_STATE.source, 'gu')
  for (const match of line.matchAll(pattern)) {
    let city = (match[1] ?? match[4] ?? '').trim()
    const state = match[2] ?? match[5] ?? ''
    const zip = match[3] ?? match[6]
    // The city is at most the last words that start with a capital and are not company words.
    const words = city.split(/\s+/)
    while (words.length > 1 && NOT_CITY.test(words[0] ?? '')) words.shift()
    const cityWords: string[] = []
    for (const word of words.reverse()) {
      if (NOT_CITY.test(word)) break
      cityWords.unshift(word)
    }
    city = cityWords.join(' ')
    if (city === '' || /^\d/.test(city)) continue
    // Ambiguous two-letter codes that are also words ('IN', 'OR', 'ME') need a comma or capitals.
    const raw = match[0]
    if (/^(IN|OR|ME|OK|HI|OH|DE|LA|MA|CO|PA)$/.test(state) && !raw.includes(',') && !zip) {
      if (!/^[A-Z]/.test(city)) continue
    }
    const displayCity = city === city.toUpperCase() ? titleCaseCity(city) : city
    const location = `${displayCity}, ${state}`
    const cityStart = (match.index ?? 0) + raw.indexOf(city)
    found = {
      text: zip ? `${location} ${zip}` : location,
      location,
      index: cityStart,
      length: (match.index ?? 0) + raw.length - cityStart,
    }
  }
  return found
}

const titleCaseCity = (city: string) =>
  city.toLowerCase().replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase())

/** 'City, ST' out of an address ('123 Elm St, Garland, TX 75040'), or '' when it names no such place. */
export function cityStateOf(address: string): string {
  const match = /([A-Za-z][A-Za-z .'-]*?),\s*([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(
    address.trim(),
  )
  if (!match) return ''
  const city = ((match[1] ?? '').split(/\s*[,|]\s*/).pop() ?? '').trim()
  return city === '' ? '' : `${city}, ${match[2]}`
}
