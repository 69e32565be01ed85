import * as v from 'valibot'
import type { AppLanguage } from '../../../contract/app-language'
import type { UrlTranscriberConfig } from '../../config'
import type { InterviewSlot } from '../dialogue'
import { AGENT_SAMPLE_RATE } from './agent-link'
import { pcmWav } from '../voice/wav'

/**
 * Speech to text for voice answers (DESIGN.md 4 TRANSCRIBER): the embedded PocketSphinx
 * recogniser (server/interview/transcribe/), or any OpenAI-compatible /audio/transcriptions
 * endpoint (OpenAI, Azure OpenAI, a self-hosted Whisper server). Without one, answers are only
 * recorded, and only typed answers feed the extractor.
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

const TRANSCRIPTION_TIMEOUT_MS = 15_000

const transcriptionSchema = v.object({ text: v.string() })

export class TranscriptionError extends Error {
  override name = 'TranscriptionError'
}

/**
 * The file sent for an answer. The browser's Ogg Opus goes as recorded (small, and read by every
 * OpenAI-compatible service). The phone's mu-law is not read by all of them (a whisper.cpp
 * server takes 16-bit PCM at 16 kHz only), so a phone answer goes as the 16 kHz 16-bit PCM WAV
 * the agent heard: the same 8 kHz speech, in the form every such service reads.
 */
const uploadOf = (answer: SpokenAnswer): { bytes: Uint8Array; name: string; type: string } =>
  answer.sourceSampleRate < AGENT_SAMPLE_RATE
    ? {
        bytes: pcmWav(answer.pcm16k, AGENT_SAMPLE_RATE),
        name: answer.fileName.replace(/\.[^.]*$/, '') + '.wav',
        type: 'audio/wav',
      }
    : { bytes: answer.recording, name: answer.fileName, type: answer.contentType }

/**
 * An OpenAI-compatible /audio/transcriptions endpoint: it hears the browser and the phone, in
 * English and Spanish. The interview's language is sent with each answer (ISO-639-1, as the API
 * takes it): the candidate chose it, and a model left to detect it turns Spanish-accented
 * English into Spanish.
 */
export function createUrlTranscriber(
  config: UrlTranscriberConfig,
  fetchImpl: typeof fetch = fetch,
): Transcriber {
  return {
    hears: () => true,
    languages: ['en', 'es'],
    async transcribe(answer) {
      const upload = uploadOf(answer)
      const form = new FormData()
      form.append(
        'file',
        new Blob([new Uint8Array(upload.bytes)], { type: upload.type }),
        upload.name,
      )
      form.append('model', config.model)
      form.append('language', answer.language)
      form.append('response_format', 'json')
      const response = await fetchImpl(config.url, {
        method: 'POST',
        body: form,
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
      })
      if (!response.ok) throw new TranscriptionError(`transcriber answered ${response.status}`)
      const body = v.safeParse(transcriptionSchema, await response.json())
      if (!body.success) throw new TranscriptionError('transcriber answered without a text field')
      return body.output.text.trim()
    },
  }
}
