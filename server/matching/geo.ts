/** Straight-line distances on the Earth, in miles. */

export interface Coordinates {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180
const MILES_PER_DEGREE_LATITUDE = radians(EARTH_RADIUS_MILES)

/** Great-circle (haversine) distance. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface BoundingBox {
  south: number
  north: number
  west: number
  east: number
}

/**
 * A latitude/longitude box holding every point within `miles` of the centre (a little more:
 * it only narrows a query, and the exact distance decides). Not for boxes across a pole or
 * the antimeridian, which no US place needs.
 */
export function boxAround(centre: Coordinates, miles: number): BoundingBox {
  const padded = miles * 1.01 + 0.5
  const dLat = padded / MILES_PER_DEGREE_LATITUDE
  // Longitude degrees shrink towards the pole: use the latitude of the box edge nearer to it.
  const widest = Math.min(89, Math.abs(centre.latitude) + dLat)
  const dLon = padded / (MILES_PER_DEGREE_LATITUDE * Math.cos(radians(widest)))
  return {
    south: centre.latitude - dLat,
    north: centre.latitude + dLat,
    west: centre.longitude - dLon,
    east: centre.longitude + dLon,
  }
}
