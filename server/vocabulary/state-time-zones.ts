/**
 * The time zones each state's people live in (IANA names), by USPS code: a state on a zone
 * line has both. When all we know of a candidate is their state, a call must suit every zone
 * of it.
 */
const EASTERN = 'America/New_York'
const CENTRAL = 'America/Chicago'
const MOUNTAIN = 'America/Denver'
const PACIFIC = 'America/Los_Angeles'

export const STATE_TIME_ZONES: Readonly<Record<string, readonly string[]>> = {
  AL: [CENTRAL],
  AK: ['America/Anchorage', 'America/Adak'],
  AZ: ['America/Phoenix'],
  AR: [CENTRAL],
  CA: [PACIFIC],
  CO: [MOUNTAIN],
  CT: [EASTERN],
  DE: [EASTERN],
  DC: [EASTERN],
  FL: [EASTERN, CENTRAL],
  GA: [EASTERN],
  HI: ['Pacific/Honolulu'],
  ID: [MOUNTAIN, PACIFIC],
  IL: [CENTRAL],
  IN: [EASTERN, CENTRAL],
  IA: [CENTRAL],
  KS: [CENTRAL, MOUNTAIN],
  KY: [EASTERN, CENTRAL],
  LA: [CENTRAL],
  ME: [EASTERN],
  MD: [EASTERN],
  MA: [EASTERN],
  MI: [EASTERN, CENTRAL],
  MN: [CENTRAL],
  MS: [CENTRAL],
  MO: [CENTRAL],
  MT: [MOUNTAIN],
  NE: [CENTRAL, MOUNTAIN],
  NV: [PACIFIC, MOUNTAIN],
  NH: [EASTERN],
  NJ: [EASTERN],
  NM: [MOUNTAIN],
  NY: [EASTERN],
  NC: [EASTERN],
  ND: [CENTRAL, MOUNTAIN],
  OH: [EASTERN],
  OK: [CENTRAL],
  OR: [PACIFIC, MOUNTAIN],
  PA: [EASTERN],
  RI: [EASTERN],
  SC: [EASTERN],
  SD: [CENTRAL, MOUNTAIN],
  TN: [EASTERN, CENTRAL],
  TX: [CENTRAL, MOUNTAIN],
  UT: [MOUNTAIN],
  VT: [EASTERN],
  VA: [EASTERN],
  WA: [PACIFIC],
  WV: [EASTERN],
  WI: [CENTRAL],
  WY: [MOUNTAIN],
}

/** Every zone of the fifty states: a number we cannot place must suit all of them. */
export const ALL_US_TIME_ZONES: readonly string[] = [
  ...new Set(Object.values(STATE_TIME_ZONES).flat()),
]
