import { fold } from '../../vocabulary/fold'
import { METROS } from '../../vocabulary/metros'
import { US_STATES } from '../../vocabulary/us-states'

/** Codes that are also everyday words (in, or, me, ok, oh, hi, la, mi, de ...): never alone. */
const WORD_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'OH',
  'HI',
  'AL',
  'LA',
  'PA',
  'MA',
  'DE',
  'CO',
  'ID',
  'MI',
  'VA',
  'MO',
  'DC',
  'MS',
  'NE',
  'AR',
  'CT',
  'MD',
  'SD',
  'ND',
  'IA',
  'MT',
  'WY',
  'AK',
])

/** Spanish and everyday names of states. */
const STATE_ALIASES: Record<string, string> = {
  tejas: 'Texas',
  'carolina del norte': 'North Carolina',
  'carolina del sur': 'South Carolina',
  'nueva york': 'New York',
  'nuevo mexico': 'New Mexico',
  'nueva jersey': 'New Jersey',
  cali: 'California',
}

/** What people call a catalogue town or metro ('Philly', 'Vegas', 'the IE'), by its name. */
const NICKNAMES: Record<string, string> = {
  philly: 'Philadelphia',
  vegas: 'Las Vegas',
  'north vegas': 'North Las Vegas',
  indy: 'Indianapolis',
  cincy: 'Cincinnati',
  cinci: 'Cincinnati',
  atl: 'Atlanta',
  'h town': 'Houston',
  'san antone': 'San Antonio',
  slc: 'Salt Lake City',
  okc: 'Oklahoma City',
  kc: 'Kansas City',
  stl: 'St. Louis',
  jax: 'Jacksonville',
  'chi town': 'Chicago',
  chiraq: 'Chicago',
  'the burgh': 'Pittsburgh',
  nashvegas: 'Nashville',
  cbus: 'Columbus',
  'c bus': 'Columbus',
  sacto: 'Sacramento',
  'sac town': 'Sacramento',
  mpls: 'Minneapolis',
  'the ie': 'Inland Empire',
  'big d': 'Dallas',
  'fort worth dallas': 'Dallas-Fort Worth',
  'ft worth': 'Fort Worth',
  'salt lake': 'Salt Lake City',
  metroplex: 'Dallas-Fort Worth',
  'the metroplex': 'Dallas-Fort Worth',
  'the triangle': 'Raleigh-Durham',
  'the upstate': 'Greenville-Spartanburg',
  'tampa bay': 'Tampa-Lakeland',
}

/**
 * Town names that are also words or first names ('Commerce', 'Mesa', 'Wilson', 'Brandon'):
 * read as a place only after 'in', 'near', 'around' ..., before 'area', or with a state.
 */
const AMBIGUOUS = new Set([
  'commerce',
  'hanover',
  'chester',
  'wilson',
  'florence',
  'duncan',
  'brandon',
  'leeds',
  'holland',
  'concord',
  'kent',
  'auburn',
  'sumner',
  'carson',
  'warren',
  'aurora',
  'lebanon',
  'ashland',
  'aberdeen',
  'hebron',
  'greenwood',
  'mesa',
  'katy',
  'euclid',
  'etna',
  'hershey',
  'lancaster',
  'sparks',
  'meridian',
  'wyoming',
  'smyrna',
  'brighton',
  'everett',
  'greer',
  'socorro',
  'rincon',
  'moore',
  'edmond',
  'sanford',
  'ogden',
  'carnegie',
  'chester',
  'wilson',
  'garner',
  'leeds',
  'zeeland',
  'ontario',
  'riverside',
  'pasadena',
  'glendale',
  'goodyear',
  'commerce city',
  'plant city',
  'orange park',
  'rock hill',
  'mcclellan park',
  'carlisle',
  'bethlehem',
  'easton',
  'florence',
  'henderson',
  'jackson',
  'lathrop',
  'tracy',
  'manteca',
])

export interface Place {
  /** 'Dallas, TX', 'Inland Empire' or 'Texas'. */
  value: string
  /** Folded name as it is said. */
  key: string
  kind: 'town' | 'metro' | 'state'
  state?: string
  ambiguous: boolean
  /** A town's name said without its last word ('west valley'): a place only beside its state. */
  shortened?: boolean
}

/** A place name folded for lookup: lower case, 'Saint' and 'St.' as 'st', no punctuation. */
export const placeKey = (name: string) =>
  fold(name)
    .replace(/\bsaint\s+/g, 'st ')
    .replace(/\bst\.\s*/g, 'st ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

function buildPlaces(): Place[] {
  const places: Place[] = []
  const townKeys = new Set<string>()
  for (const metro of METROS)
    for (const town of metro.towns) {
      const key = placeKey(town.city)
      townKeys.add(key)
      places.push({
        value: `${town.city}, ${town.state}`,
        key,
        kind: 'town',
        state: town.state,
        ambiguous: AMBIGUOUS.has(key),
      })
    }
  for (const metro of METROS) {
    const full = placeKey(metro.name)
    const parts = metro.name
      .replace(/\([^)]*\)/g, '')
      .split('-')
      .map(placeKey)
    for (const key of new Set([full, ...parts]))
      if (key && !townKeys.has(key))
        places.push({ value: metro.name, key, kind: 'metro', ambiguous: AMBIGUOUS.has(key) })
  }
  // 'Salt Lake City or West Valley': a town named '<two or more words> City' is also said without
  // 'City'. One-word rests ('Kansas', 'Commerce', 'Plant') are other places or words.
  for (const town of places.filter((place) => place.kind === 'town')) {
    const rest = town.key.match(/^(\S+(?: \S+)+) city$/)?.[1]
    if (rest && !townKeys.has(rest))
      places.push({ ...town, key: rest, ambiguous: true, shortened: true })
  }
  const dfw = METROS.find((metro) => metro.code === 'DFW')
  if (dfw) places.push({ value: dfw.name, key: 'dfw', kind: 'metro', ambiguous: false })
  const twinCities = METROS.find((metro) => metro.code === 'MSP')
  if (twinCities)
    places.push({ value: twinCities.name, key: 'twin cities', kind: 'metro', ambiguous: false })
  for (const [nickname, name] of Object.entries(NICKNAMES)) {
    const named = places.filter(
      (place) => place.value.startsWith(`${name}, `) || place.value === name,
    )
    for (const place of named) places.push({ ...place, key: nickname, ambiguous: false })
  }
  for (const [code, name] of Object.entries(US_STATES)) {
    places.push({ value: name, key: placeKey(name), kind: 'state', state: code, ambiguous: false })
    if (!WORD_CODES.has(code))
      places.push({
        value: name,
        key: code.toLowerCase(),
        kind: 'state',
        state: code,
        ambiguous: true,
      })
  }
  for (const [alias, name] of Object.entries(STATE_ALIASES))
    places.push({ value: name, key: alias, kind: 'state', ambiguous: false })
  return places
}

export const PLACES: readonly Place[] = buildPlaces()

/** A side of a metro that crosses a state line: 'kansas city, the missouri side'. */
const STATE_SIDE = /^(\s*,?\s*(?:on\s+)?the\s+)([a-z]+(?: [a-z]+)?)\s+side\b/

/**
 * State code after a town: 'dallas, tx', 'dallas texas', or the side of a metro on a state
 * line ('kansas city, the missouri side').
 */
export function stateAfter(text: string): { code: string; length: number } | undefined {
  const side = text.match(STATE_SIDE)
  if (side) {
    const code = stateCode(side[2]!)
    if (code) return { code, length: side[0].length }
  }
  const match = text.match(/^\s*,?\s*([a-z]{2}|[a-z]+(?: [a-z]+)?)\b/)
  if (!match) return undefined
  const word = match[1]!
  const code = stateCode(word)
  if (code) return { code, length: match[0].length }
  const first = word.split(' ')[0]!
  const single = stateCode(first)
  return single ? { code: single, length: match[0].indexOf(first) + first.length } : undefined
}

const stateCode = (word: string) =>
  Object.keys(US_STATES).find((c) => c.toLowerCase() === word || placeKey(US_STATES[c]!) === word)
