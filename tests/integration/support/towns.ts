/** Town centres for hand-made matching jobs (approximate, as server/vocabulary/metros.ts). */
export const DALLAS = { city: 'Dallas', state: 'TX', latitude: 32.78, longitude: -96.8 }
export const GRAND_PRAIRIE = {
  city: 'Grand Prairie',
  state: 'TX',
  latitude: 32.75,
  longitude: -97.0,
}
export const LANCASTER = { city: 'Lancaster', state: 'TX', latitude: 32.59, longitude: -96.76 }
export const FORT_WORTH = { city: 'Fort Worth', state: 'TX', latitude: 32.76, longitude: -97.33 }
export const HOUSTON = {
  city: 'Houston',
  state: 'TX',
  metroArea: 'Houston',
  latitude: 29.76,
  longitude: -95.37,
}
export const PHOENIX = {
  city: 'Phoenix',
  state: 'AZ',
  metroArea: 'Phoenix',
  latitude: 33.45,
  longitude: -112.07,
}
