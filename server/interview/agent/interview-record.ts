import * as v from 'valibot'
import { CAPTION_KINDS } from '../../../contract/interview'
import {
  interviewStateSchema,
  slotValuesSchema,
  type InterviewState,
  type SlotValues,
  type TurnKind,
} from '../dialogue'

/**
 * What the interview agent keeps of one interview while it runs: the dialogue state, every
 * question and answer as they come, and the slots filled so far. The engagement store
 * (server/services/engagements) saves it after every turn; the agent owns its shape.
 */
export interface QuestionRecord {
  id: number
  kind: TurnKind
  slot?: string
  text: string
  at: string
}

export interface AnswerRecord {
  /** The caption id of the question answered. */
  questionId: number
  slot?: string
  source: 'voice' | 'text' | 'choice' | 'keypad' | 'silence'
  /**
   * Typed text, the transcript of a voice answer when a transcriber is configured, the labels
   * of the tapped options as the candidate read them, or what keys answered ('Columbus, OH' for
   * a ZIP code, '$18+' for 18#, the options' labels).
   */
  text?: string
  /** The ids of the tapped options (source 'choice'), or of the options pressed ('keypad'). */
  choice?: string[]
  /** The keypad keys as pressed ('13#'), source 'keypad'. */
  keys?: string
  /** Blob name of the recording, in the format of the transport it came over. */
  recording?: string
  durationMs?: number
  at: string
}

export interface EngagementProgress {
  state: InterviewState
  questions: QuestionRecord[]
  answers: AnswerRecord[]
  slots: SlotValues
}

/** The stored columns the record is read back from (an engagement row has them). */
interface StoredEngagementProgress {
  interviewState: unknown
  questions: unknown
  answers: unknown
  slots: unknown
}

/** The stored record read back defensively: a row is written only by this code, but JSONB is JSONB. */
const questionSchema = v.object({
  id: v.number(),
  kind: v.picklist(CAPTION_KINDS),
  slot: v.optional(v.string()),
  text: v.string(),
  at: v.string(),
})
const answerSchema = v.object({
  questionId: v.number(),
  slot: v.optional(v.string()),
  source: v.picklist(['voice', 'text', 'choice', 'keypad', 'silence']),
  text: v.optional(v.string()),
  choice: v.optional(v.array(v.string())),
  keys: v.optional(v.string()),
  recording: v.optional(v.string()),
  durationMs: v.optional(v.number()),
  at: v.string(),
})

export function readEngagementProgress(stored: StoredEngagementProgress): EngagementProgress {
  return {
    state: v.parse(interviewStateSchema, stored.interviewState),
    questions: v.parse(v.array(questionSchema), stored.questions),
    answers: v.parse(v.array(answerSchema), stored.answers),
    slots: v.parse(slotValuesSchema, stored.slots),
  }
}
