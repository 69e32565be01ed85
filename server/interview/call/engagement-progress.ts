import * as v from 'valibot'
import type { EngagementProgress, EngagementRow } from '../../services/engagements'
import { interviewStateSchema, slotValuesSchema } from '../dialogue'

/** The stored record read back defensively: a row is written only by this code, but JSONB is JSONB. */
const questionSchema = v.object({
  id: v.number(),
  kind: v.picklist(['greeting', 'question', 'followUp', 'closing']),
  slot: v.optional(v.string()),
  text: v.string(),
  at: v.string(),
})
const answerSchema = v.object({
  questionId: v.number(),
  slot: v.optional(v.string()),
  source: v.picklist(['voice', 'text', 'silence']),
  text: v.optional(v.string()),
  recording: v.optional(v.string()),
  durationMs: v.optional(v.number()),
  at: v.string(),
})

export function readEngagementProgress(row: EngagementRow): EngagementProgress {
  return {
    state: v.parse(interviewStateSchema, row.interviewState),
    questions: v.parse(v.array(questionSchema), row.questions),
    answers: v.parse(v.array(answerSchema), row.answers),
    slots: v.parse(slotValuesSchema, row.slots),
  }
}
