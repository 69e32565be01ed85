import { PLACES, placeKey, type Place } from '../interview/extract/places'
import { METROS } from '../vocabulary/metros'
import { US_STATES } from '../vocabulary/us-states'
import type { Coordinates } from './geo'
import { lookUpTown, lookUpZip } from './zip-codes'

/**
 * A preferred (or ruled-out) location of the candidate, as matching uses it. The interview
 * writes catalogue towns as 'City, ST', metros by name, states by name, and zip codes.
 */
export interface ResolvedPlace {
  /** As the preferences name it. */
  name: string
  kind: 'town' | 'zip' | 'metro' | 'state'
  /** Where distances are measured from: the town or zip code, a metro's towns; none for a state. */
  points: Coordinates[]
  /** The town (of a zip code too). */
  city?: string
  /** Two-letter code: of the town or zip code, or the state itself. */
  state?: string
  metroArea?: string
  /** Every state the place lies in (a metro can cross a state line). */
  states: readonly string[]
}

const ZIP = /^\d{5}(?:-\d{4})?$/
const CITY_STATE = /^(.+?),\s*([^,]+)$/

/** Places by their spoken key and by their written value ('dfw', 'dallas fort worth'). */
const placesByKey = new Map<string, Place[]>()
for (const place of PLACES) {
  for (const key of new Set([placeKey(place.key), placeKey(place.value)])) {
    placesByKey.set(key, [...(placesByKey.get(key) ?? []), place])
  }
}

const stateCodeByKey = new Map<string, string>()
for (const [code, name] of Object.entries(US_STATES)) {
  stateCodeByKey.set(placeKey(code), code)
  stateCodeByKey.set(placeKey(name), code)
}

const catalogueTowns = METROS.flatMap((metro) =>
  metro.towns.map((town) => ({ ...town, metroArea: metro.name, key: placeKey(town.city) })),
)

function catalogueTown(cityKey: string, state: string | undefined): ResolvedPlace | undefined {
  const town = catalogueTowns.find(
    (item) => item.key === cityKey && (state === undefined || item.state === state),
  )
  if (!town) return undefined
  return {
    name: `${town.city}, ${town.state}`,
    kind: 'town',
    points: [{ latitude: town.latitude, longitude: town.longitude }],
    city: town.city,
    state: town.state,
    states: [town.state],
  }
}

function metro(name: string): ResolvedPlace | undefined {
  const found = METROS.find((item) => item.name === name)
  if (!found) return undefined
  return {
    name: found.name,
    kind: 'metro',
    points: found.towns.map(({ latitude, longitude }) => ({ latitude, longitude })),
    metroArea: found.name,
    states: [...new Set(found.towns.map((town) => town.state))],
  }
}

const stateOf = (code: string): ResolvedPlace => ({
  name: US_STATES[code] ?? code,
  kind: 'state',
  points: [],
  state: code,
  states: [code],
})

/** A town the catalogue does not have ('Plano, TX'): where the zip code table puts it. */
async function otherTown(city: string, state: string): Promise<ResolvedPlace | undefined> {
  const found = await lookUpTown(city, state)
  if (!found) return undefined
  return {
    name: `${found.city}, ${found.state}`,
    kind: 'town',
    points: [{ latitude: found.latitude, longitude: found.longitude }],
    city: found.city,
    state: found.state,
    states: [found.state],
  }
}

/** One location, or undefined when it names no place matching knows (it is then ignored). */
export async function resolveLocation(text: string): Promise<ResolvedPlace | undefined> {
  const value = text.trim()
  if (ZIP.test(value)) {
    const found = await lookUpZip(value)
    if (!found) return undefined
    return {
      name: value.slice(0, 5),
      kind: 'zip',
      points: [{ latitude: found.latitude, longitude: found.longitude }],
      city: found.city,
      state: found.state,
      states: [found.state],
    }
  }

  const cityState = value.match(CITY_STATE)
  if (cityState) {
    const state = stateCodeByKey.get(placeKey(cityState[2]!))
    if (state) {
      const cityKey = placeKey(cityState[1]!)
      return catalogueTown(cityKey, state) ?? (await otherTown(cityState[1]!.trim(), state))
    }
  }

  // As the extractor does: a name that is a town and a metro ('Memphis') is the town.
  const places = placesByKey.get(placeKey(value)) ?? []
  const place = places.find((item) => item.kind === 'town') ?? places[0]
  if (place?.kind === 'town')
    return catalogueTown(placeKey(place.value.split(',')[0]!), place.state)
  if (place?.kind === 'metro') return metro(place.value)
  const state = place?.kind === 'state' ? place.state : undefined
  const code = state ?? stateCodeByKey.get(placeKey(place?.value ?? value))
  return code ? stateOf(code) : undefined
}

/** Every location that resolves, once each, in the order given. */
export async function resolveLocations(texts: readonly string[] = []): Promise<ResolvedPlace[]> {
  const resolved = await Promise.all(texts.map(resolveLocation))
  const seen = new Set<string>()
  return resolved.filter((place): place is ResolvedPlace => {
    if (!place) return false
    const key = `${place.kind}:${place.name}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
