import type { AppLanguage } from '../../../contract/app-language'
import type { InterviewSlot } from '../dialogue'

/**
 * Speech to text for voice answers, one interface for both kinds TRANSCRIBER names: the embedded
 * PocketSphinx recogniser (pocketsphinx-transcriber.ts) or any OpenAI-compatible
 * /audio/transcriptions endpoint (url-transcriber.ts); create-transcriber.ts picks one. Without
 * one, answers are only recorded, and only typed answers feed the extractor.
 */

/** One spoken answer, in both the forms a recogniser may want. */
export interface SpokenAnswer {
  /**
   * The answer as its transport recorded it: Ogg Opus (browser) or a mu-law WAV (phone); empty
   * when an early transcriber is asked before the answer ended.
   */
  recording: Uint8Array
  fileName: string
  contentType: string
  /** The same answer as the agent heard it: 16-bit mono PCM at 16 kHz, the pre-roll included. */
  pcm16k: Int16Array
  /**
   * For an early transcriber: the words before this sample of pcm16k are known (decoded in a
   * pause the answer went on from), so only what follows is to be decoded. The whole answer
   * still sets the steady noise floor. Left out: all of it.
   */
  decodeFromSample?: number
  /**
   * The rate the audio was sampled at before it became 16 kHz: 8000 for the phone (nothing
   * above 4 kHz survives), 16000 or more for the browser's call.
   */
  sourceSampleRate: number
  /** The interview's language: what the candidate speaks in (a recogniser may be told it). */
  language: AppLanguage
  /**
   * The question it answers, when the dialogue asked one: a recogniser may expect words about
   * it (the embedded one decodes with that question's language model).
   */
  expectedSlot?: InterviewSlot
}

export interface Transcriber {
  /**
   * Whether it understands audio sampled at this rate; the agent only records answers it does
   * not (the embedded model is trained on 16 kHz speech and cannot hear the phone's 8 kHz).
   */
  hears(sourceSampleRate: number): boolean
  /**
   * The interview languages it understands; English only when left out (the embedded model is
   * English: a Spanish answer would come back as English words that are not there).
   */
  readonly languages?: readonly AppLanguage[]
  /**
   * Whether its words for audio of this rate are uncertain enough that the recruiter says back
   * what they filled and waits for a yes before keeping it (the embedded model on the phone);
   * never when left out.
   */
  confirms?(sourceSampleRate: number): boolean
  /**
   * Whether it may be asked early, in a pause that may turn out to end the answer: it reads the
   * PCM, so the recording is empty then. The agent starts such a transcription a few hundred
   * ms into a pause and uses it if the pause ends the answer, so the candidate does not wait
   * for it after the end-of-answer silence.
   */
  readonly early?: boolean
  /** The words of one answer, or '' when none understood. */
  transcribe(answer: SpokenAnswer): Promise<string>
  /** Gets ready for answers soon to come (an interview is starting). */
  warm?(): void
  /** Stops what it runs (recogniser processes) at server shutdown. */
  close?(): Promise<void>
}
