import { describe, expect, it } from 'vitest'
import { pageParam } from './page-param'

describe('pageParam (docs/product.md#dashboard)', () => {
  it.each([
    [1, 1],
    [3, 3],
    ['7', 7],
    [' 2 ', 2],
    [1_000_000, 1_000_000],
  ])('reads %j as page %i', (value, page) => {
    expect(pageParam(value)).toBe(page)
  })

  it.each([
    undefined,
    null,
    '',
    'abc',
    '2abc',
    '0x10',
    '1e2',
    0,
    -1,
    '-3',
    2.5,
    '1.5',
    NaN,
    Infinity,
    1e20,
    1_000_001,
    true,
    [2],
    {},
  ])('makes %j page 1', (value) => {
    expect(pageParam(value)).toBe(1)
  })
})
