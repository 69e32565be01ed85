import { describe, expect, it } from 'vitest'
import { DEFAULT_CALLING_WINDOW, isWithinCallingHours, nextCallingSlot } from './calling-hours'
import { candidateTimeZones, zonesOfAreaCode } from './candidate-time-zones'

const PACIFIC = ['America/Los_Angeles']
const TEXAS = ['America/Chicago', 'America/Denver']

describe('calling hours', () => {
  it('lets a call ring from 8:00 until 20:59 local time, in every zone the candidate may be in', () => {
    // 15:00Z in March (daylight time): 8:00 in Los Angeles.
    expect(
      isWithinCallingHours(new Date('2026-03-09T15:00:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toBe(true)
    expect(
      isWithinCallingHours(new Date('2026-03-09T14:59:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toBe(false)
    // 03:59Z is 20:59 in Los Angeles; 04:00Z is 21:00.
    expect(
      isWithinCallingHours(new Date('2026-03-10T03:59:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toBe(true)
    expect(
      isWithinCallingHours(new Date('2026-03-10T04:00:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toBe(false)
    // 13:30Z: 8:30 in Chicago but 7:30 in El Paso: Texas waits for both.
    expect(
      isWithinCallingHours(new Date('2026-03-09T13:30:00Z'), TEXAS, DEFAULT_CALLING_WINDOW),
    ).toBe(false)
    expect(
      isWithinCallingHours(new Date('2026-03-09T14:00:00Z'), TEXAS, DEFAULT_CALLING_WINDOW),
    ).toBe(true)
  })

  it('follows daylight saving time: 8 am Pacific is 16:00Z in winter and 15:00Z in summer', () => {
    expect(
      nextCallingSlot(new Date('2026-01-15T10:00:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toEqual(new Date('2026-01-15T16:00:00Z'))
    expect(
      nextCallingSlot(new Date('2026-07-15T10:00:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toEqual(new Date('2026-07-15T15:00:00Z'))
  })

  it('offers now within the hours, else the next quarter hour when they open', () => {
    const now = new Date('2026-03-09T18:07:00Z')
    expect(nextCallingSlot(now, PACIFIC, DEFAULT_CALLING_WINDOW)).toBe(now)
    // 21:10 in Los Angeles: the next morning at 8.
    expect(
      nextCallingSlot(new Date('2026-03-10T04:10:00Z'), PACIFIC, DEFAULT_CALLING_WINDOW),
    ).toEqual(new Date('2026-03-10T15:00:00Z'))
    // A narrower window from configuration.
    expect(
      nextCallingSlot(new Date('2026-03-09T15:00:00Z'), PACIFIC, { startHour: 10, endHour: 18 }),
    ).toEqual(new Date('2026-03-09T17:00:00Z'))
  })
})

describe('where the candidate is', () => {
  it('reads the zones of the area code’s state, and every US zone for a number it cannot place', () => {
    expect(zonesOfAreaCode('+12065550100')).toEqual(['America/Los_Angeles'])
    expect(zonesOfAreaCode('+12125550100')).toEqual(['America/New_York'])
    expect(zonesOfAreaCode('+19155550100')).toEqual(TEXAS)
    expect(zonesOfAreaCode('+12045550100')).toBeUndefined() // Manitoba
  })

  it('prefers the zip code or state the candidate typed over the area code', async () => {
    expect(
      await candidateTimeZones({ location: 'El Paso, TX 79901', phone: '+12065550100' }),
    ).toEqual(['America/Denver'])
    expect(await candidateTimeZones({ location: 'Columbus, OH', phone: '+12065550100' })).toEqual([
      'America/New_York',
    ])
    expect(await candidateTimeZones({ location: '', phone: '+12065550100' })).toEqual(PACIFIC)
    const unplaced = await candidateTimeZones({ location: null, phone: '+12045550100' })
    expect(unplaced).toEqual(expect.arrayContaining(['America/New_York', 'Pacific/Honolulu']))
  })
})
