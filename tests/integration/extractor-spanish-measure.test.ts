import { describe, expect, it } from 'vitest'
import { extractorAccuracy, spanishPart } from '../../bench/groups/extractor-accuracy'
import { WRITTEN_HELD_OUT_5 } from '../fixtures/interview/written-answers-held-out-5'

/**
 * The bench reports the Spanish part of the held-out extractor figure on its own (docs/adr/0084).
 */
describe('the Spanish held-out measure', () => {
  it('scores the Spanish and Spanglish answers of the held-out set beside the whole set', async () => {
    const spanish = spanishPart(WRITTEN_HELD_OUT_5)
    expect(spanish).toHaveLength(65)
    expect(spanish.map((answer) => answer.text)).toContain(
      'quiero forklift de noche en Dallas, como 20 la hora',
    )
    const measures = await extractorAccuracy.run({ log: () => {} } as never)
    const ids = measures.map((measure) => measure.id)
    const whole = ids.indexOf('interview.extractor.accuracy.heldOut')
    expect(ids[whole + 1]).toBe('interview.extractor.accuracy.heldOutSpanish')
    const part = measures[whole + 1]
    expect(part).toMatchObject({ unit: '%' })
    expect(part?.bar).toBeUndefined()
    expect(part?.note).toMatch(/^The Spanish and mostly-Spanish answers .*: 65 answers,/)
    // Only per-slot counts of a held-out set are kept: nothing to tune on.
    expect(Object.keys(part?.detail ?? {})).toEqual(['perSlot'])
  })
})
