import type { Metro, Town } from '../vocabulary/metros'
import { SECTORS, type Sector } from '../vocabulary/roles'
import type { Random } from './prng'

/**
 * Fictional employers: names built from word lists (no real company), each with one site in
 * one town of its metro. Three-part names ("Copper Creek Logistics") keep clear of real brands.
 */
export interface Employer {
  name: string
  sector: Sector
  facility: string
  town: Town
  latitude: number
  longitude: number
}

const NAME_FIRST = [
  'Ironwood',
  'Prairie',
  'Cedar',
  'Granite',
  'Harbor',
  'Maple',
  'Copper',
  'Silver',
  'Timber',
  'Red Oak',
  'Blue Heron',
  'Flint',
  'Willow',
  'Bluestem',
  'Juniper',
  'Sandstone',
  'Hickory',
  'Kestrel',
  'Lantern',
  'Meridian',
  'Quarry',
  'Sparrow',
  'Tamarack',
  'Whitetail',
] as const

const NAME_SECOND = [
  'Ridge',
  'Gate',
  'Point',
  'Valley',
  'Field',
  'Crest',
  'Creek',
  'Bend',
  'Hollow',
  'Run',
  'Landing',
  'Crossing',
  'Mill',
  'Hill',
] as const

const NAME_SUFFIX: Record<Sector, readonly string[]> = {
  logistics: ['Logistics', 'Distribution', 'Fulfillment', 'Freight Services', 'Warehousing'],
  manufacturing: ['Manufacturing', 'Industries', 'Components', 'Metalworks', 'Plastics'],
  food: ['Foods', 'Packaging', 'Provisions', 'Bakeries', 'Beverage Company'],
}

const FACILITIES: Record<Sector, readonly string[]> = {
  logistics: [
    'distribution center',
    'fulfillment center',
    'warehouse',
    'cross-dock facility',
    'cold-storage warehouse',
    'regional distribution center',
  ],
  manufacturing: [
    'manufacturing plant',
    'assembly plant',
    'fabrication shop',
    'production facility',
    'machining facility',
  ],
  food: ['food processing plant', 'bakery plant', 'packaging plant', 'beverage plant'],
}

/** About a dozen jobs per employer; at least one employer of each sector in every metro. */
export function createEmployers(random: Random, metro: Metro, jobCount: number): Employer[] {
  const count = Math.max(SECTORS.length * 2, Math.round(jobCount / 12))
  const used = new Set<string>()
  const employers: Employer[] = []
  for (let index = 0; index < count; index += 1) {
    const sector =
      index < SECTORS.length
        ? (SECTORS[index] as Sector)
        : random.weighted(SECTORS, (s) => ({ logistics: 50, manufacturing: 35, food: 15 })[s])
    let name: string
    do {
      name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)} ${random.pick(NAME_SUFFIX[sector])}`
    } while (used.has(name))
    used.add(name)
    const town = random.pick(metro.towns)
    employers.push({
      name,
      sector,
      facility: random.pick(FACILITIES[sector]),
      town,
      // A site a few miles from the town centre (0.05 degrees is about 3 to 4 miles).
      latitude: roundCoordinate(town.latitude + (random.next() - 0.5) * 0.1),
      longitude: roundCoordinate(town.longitude + (random.next() - 0.5) * 0.1),
    })
  }
  return employers
}

const roundCoordinate = (value: number) => Math.round(value * 10000) / 10000
