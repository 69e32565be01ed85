import type { ZipCode, Zipcodes } from 'zipcodes'
import type { Coordinates } from './geo'

/**
 * US zip codes and town names through the zipcodes package. Its table is 5 MB of JavaScript
 * (about 300 ms to load), so it is loaded on the first candidate who needs it, never at start.
 */
let loading: Promise<Zipcodes> | undefined
const zipcodes = () => (loading ??= import('zipcodes').then((module) => module.default))

interface ZipPlace extends Coordinates {
  city: string
  state: string
}

const place = (code: ZipCode): ZipPlace => ({
  latitude: code.latitude,
  longitude: code.longitude,
  city: code.city,
  state: code.state,
})

/** '75201' or '75201-1234'; undefined for an unknown or non-US code. */
export async function lookUpZip(zip: string): Promise<ZipPlace | undefined> {
  const code = (await zipcodes()).lookup(zip.slice(0, 5))
  return code && code.country === 'US' ? place(code) : undefined
}

/** The centre of a town's zip codes, or undefined when the package does not know the town. */
export async function lookUpTown(city: string, state: string): Promise<ZipPlace | undefined> {
  const codes = (await zipcodes()).lookupByName(city, state)
  if (codes.length === 0) return undefined
  const mean = (pick: (code: ZipCode) => number) =>
    codes.reduce((sum, code) => sum + pick(code), 0) / codes.length
  return {
    latitude: mean((code) => code.latitude),
    longitude: mean((code) => code.longitude),
    city: codes[0]!.city,
    state: codes[0]!.state,
  }
}

/** A town's zip codes, lowest first ([] when unknown). */
export async function zipCodesOfTown(city: string, state: string): Promise<string[]> {
  return (await zipcodes())
    .lookupByName(city, state)
    .map((code) => code.zip)
    .sort()
}
