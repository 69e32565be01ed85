import { createRequire } from 'node:module'
import tzlookup from 'tz-lookup'
import { lookUpZip } from '../../matching/zip-codes'
import { ALL_US_TIME_ZONES, STATE_TIME_ZONES } from '../../vocabulary/state-time-zones'
import { US_STATES } from '../../vocabulary/us-states'

/**
 * Where a candidate is, for calling hours: the time zone of the zip code they gave, else of
 * the state they named, else the zones of their number's area code's state; a number we cannot
 * place must suit every US zone. Never guessed from the server's clock or the request.
 */

const require = createRequire(import.meta.url)
/** us-area-codes: area code to the name of its state or province (North America). */
const AREA_CODE_PLACES = require('us-area-codes/data/codes.json') as Record<string, string>
const STATE_CODE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name, code]))

const ZIP = /\b(\d{5})(?:-\d{4})?\b/
const STATE_AFTER_COMMA = /,\s*([A-Za-z]{2})\b/

export interface CandidatePlace {
  /** Free text the candidate typed: 'Dallas, TX 75201', '75201', 'Dallas, TX'. */
  location?: string | null | undefined
  /** E.164, +1 and ten digits. */
  phone: string
}

async function zonesOfLocation(location: string): Promise<string[] | undefined> {
  const zip = ZIP.exec(location)?.[1]
  if (zip) {
    const place = await lookUpZip(zip)
    if (place) return [tzlookup(place.latitude, place.longitude)]
  }
  const state = STATE_AFTER_COMMA.exec(location)?.[1]?.toUpperCase()
  const zones = state ? STATE_TIME_ZONES[state] : undefined
  return zones ? [...zones] : undefined
}

export function zonesOfAreaCode(phone: string): string[] | undefined {
  const areaCode = /^\+1(\d{3})\d{7}$/.exec(phone)?.[1]
  const placeName = areaCode ? AREA_CODE_PLACES[areaCode] : undefined
  const state = placeName ? STATE_CODE_BY_NAME.get(placeName) : undefined
  const zones = state ? STATE_TIME_ZONES[state] : undefined
  return zones ? [...zones] : undefined
}

/** The zones a call to this candidate must suit, most likely first. */
export async function candidateTimeZones(place: CandidatePlace): Promise<string[]> {
  const typed = place.location?.trim() ? await zonesOfLocation(place.location) : undefined
  return typed ?? zonesOfAreaCode(place.phone) ?? [...ALL_US_TIME_ZONES]
}
