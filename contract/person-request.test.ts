import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  isPersonRequestDayAllowed,
  personRequestDays,
  requestPersonRequestSchema,
} from './person-request'

/** The window's days: what the form offers, and what the server takes from any US time zone. */

describe('the days of a request to talk to a person', () => {
  it('offers tomorrow and the six days after, in the phone’s calendar', () => {
    // Late evening on the 28th of February, local time.
    expect(personRequestDays(new Date(2026, 1, 28, 23, 30))).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ])
  })

  it('takes, on the server’s UTC clock, every day a US phone can offer and no other', () => {
    // 03:00 UTC on 2 March is still 1 March in California: its offer starts on 2 March.
    const now = new Date('2026-03-02T03:00:00.000Z')
    for (const day of ['2026-03-02', '2026-03-08', '2026-03-10'])
      expect(isPersonRequestDayAllowed(day, now), day).toBe(true)
    for (const day of ['2026-03-01', '2026-03-11', '2026-02-30', '2026-3-4'])
      expect(isPersonRequestDayAllowed(day, now), day).toBe(false)
  })

  it('names the field of each malformed part of the request once', () => {
    const result = v.safeParse(requestPersonRequestSchema, {
      candidateId: '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10',
      phone: '555',
      day: '2026-02-30',
      partOfDay: 'night',
    })
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['phone', 'Enter a 10-digit US mobile number'],
      ['day', 'day must be a real calendar date'],
      ['partOfDay', 'partOfDay must be morning, afternoon or evening'],
    ])
  })
})
