/** The part of zipcodes 8 (no bundled types) that matching uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string
    latitude: number
    longitude: number
    city: string
    /** Two-letter USPS code. */
    state: string
    country: string
  }
  export interface Zipcodes {
    /** A five-digit US code (Canadian codes too, which matching never asks for). */
    lookup(zip: string | number): ZipCode | undefined
    /** Every code of a town: [] when the town is unknown. */
    lookupByName(city: string, state: string): ZipCode[]
  }
  const zipcodes: Zipcodes
  export default zipcodes
}
