import { describe, expect, it } from 'vitest'
import { cityStateOf } from './places'

describe('cityStateOf', () => {
  it.each([
    ['123 Elm St, Garland, TX 75040', 'Garland, TX'],
    ['Reno, NV', 'Reno, NV'],
    ['somewhere in Texas', ''],
    ['1450 Alum Creek Dr', ''],
  ])('%s -> %s', (address, place) => expect(cityStateOf(address)).toBe(place))
})
