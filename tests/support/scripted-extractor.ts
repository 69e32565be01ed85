import type { ExtractField, ExtractSlots, SlotValues } from '../../server/interview/dialogue'

/**
 * A scripted extractor for dialogue tests: each answer text maps to what it fills, anything else
 * fills nothing, and every call is recorded with the slot it expected.
 */
export function fakeExtractor(script: Record<string, SlotValues>) {
  const calls: { text: string; expectedSlot?: ExtractField }[] = []
  const extract: ExtractSlots = (text, options) => {
    calls.push({ text, ...options })
    return script[text] ?? {}
  }
  return { extract, calls }
}
