import { METROS } from '../vocabulary/metros'

/**
 * The staffing agency partners the candidate's profile is presented to (docs/product.md#agencies):
 * fictional agencies, each serving a region of the catalogue's metros, so every job belongs to
 * exactly one. Their rows are written by migration 0015 with these ids; a test keeps the two in
 * step. Contacts use the reserved example.com domain and 555-01xx numbers: they reach no one.
 */
interface AgencyPartner {
  id: string
  /** A short name for the agency CLI, e.g. 'lone-star'. */
  slug: string
  name: string
  contactName: string
  contactEmail: string
  contactPhone: string
  /** The metros (codes of vocabulary/metros.ts) whose jobs it fills. */
  metroCodes: readonly string[]
}

export const AGENCY_PARTNERS: readonly AgencyPartner[] = [
  {
    id: '65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84',
    slug: 'lone-star',
    name: 'Lone Star Workforce Partners',
    contactName: 'Rosa Delgado',
    contactEmail: 'reports@lonestar-workforce.example.com',
    contactPhone: '+12145550101',
    metroCodes: ['DFW', 'HOU', 'SAT', 'ELP', 'OKC'],
  },
  {
    id: '0b97aa7e-b6fa-433a-9dcd-59d930fd2455',
    slug: 'pacific',
    name: 'Pacific Freight Staffing',
    contactName: 'Kevin Tran',
    contactEmail: 'reports@pacific-freight-staffing.example.com',
    contactPhone: '+19095550102',
    metroCodes: ['IEM', 'LAX', 'STK', 'SAC', 'SEA', 'PDX', 'BOI'],
  },
  {
    id: '80bfa4b8-8211-4187-a6ff-450c538b9c1b',
    slug: 'mountain-west',
    name: 'Mountain West Staffing Group',
    contactName: 'Dana Whitfield',
    contactEmail: 'reports@mountainwest-staffing.example.com',
    contactPhone: '+16025550103',
    metroCodes: ['PHX', 'RNO', 'LAS', 'SLC', 'DEN'],
  },
  {
    id: '3b369b35-6d6a-4cb6-ba37-5b0da5b3acd1',
    slug: 'heartland',
    name: 'Heartland Industrial Staffing',
    contactName: 'Marcus Boyd',
    contactEmail: 'reports@heartland-industrial.example.com',
    contactPhone: '+13125550104',
    metroCodes: [
      'MEM',
      'LOU',
      'CMH',
      'CVG',
      'CLE',
      'IND',
      'CHI',
      'DET',
      'GRR',
      'MKE',
      'MSP',
      'STL',
      'MKC',
      'OMA',
    ],
  },
  {
    id: 'bc711db4-1783-4da8-a901-958cfd9c14fe',
    slug: 'southeast',
    name: 'Southeast Logistics Talent',
    contactName: 'Tasha Monroe',
    contactEmail: 'reports@southeast-logistics-talent.example.com',
    contactPhone: '+14045550105',
    metroCodes: ['ATL', 'SAV', 'CLT', 'RDU', 'GSP', 'NSH', 'CHA', 'BHM', 'JAX', 'ORL', 'TPA'],
  },
  {
    id: 'f1aef2bd-a0c8-40ea-aa07-c7f38caffcf4',
    slug: 'keystone',
    name: 'Keystone Atlantic Staffing',
    contactName: 'Brian Kowalski',
    contactEmail: 'reports@keystone-atlantic.example.com',
    contactPhone: '+12155550106',
    metroCodes: ['LVH', 'HBG', 'PHL', 'PIT', 'EWR', 'BAL', 'RIC'],
  },
]

const agencyByMetro = new Map(
  AGENCY_PARTNERS.flatMap((agency) => agency.metroCodes.map((code) => [code, agency] as const)),
)

/** The agency that fills a metro's jobs; every metro of the catalogue has one. */
export function agencyOfMetro(metroCode: string): AgencyPartner {
  const agency = agencyByMetro.get(metroCode)
  if (!agency) throw new Error(`No agency partner serves the metro ${metroCode}`)
  return agency
}

/** An agency by its slug or id, for the agency CLI; undefined when there is none. */
export const findAgency = (slugOrId: string): AgencyPartner | undefined =>
  AGENCY_PARTNERS.find((agency) => agency.slug === slugOrId || agency.id === slugOrId)

/** The metros no agency serves, or that two serve: empty when the table above is whole. */
export function agencyCoverageGaps(): string[] {
  const counts = new Map<string, number>()
  for (const agency of AGENCY_PARTNERS)
    for (const code of agency.metroCodes) counts.set(code, (counts.get(code) ?? 0) + 1)
  return METROS.map((metro) => metro.code).filter((code) => counts.get(code) !== 1)
}
