import * as v from 'valibot'
import type { InterviewConfig } from '../../config'

/**
 * Speech to text for voice answers (DESIGN.md 4 TRANSCRIBER). None by default: answers are then
 * recorded, and only typed answers feed the extractor. When configured, any OpenAI-compatible
 * /audio/transcriptions endpoint (OpenAI, Azure OpenAI, a self-hosted Whisper server) is used.
 */
export interface Transcriber {
  /** The words of one recorded answer (in its transport's format), or '' when none understood. */
  transcribe(recording: Uint8Array, fileName: string, contentType: string): Promise<string>
}

const TRANSCRIPTION_TIMEOUT_MS = 15_000

const transcriptionSchema = v.object({ text: v.string() })

export class TranscriptionError extends Error {
  override name = 'TranscriptionError'
}

export function createTranscriber(
  config: InterviewConfig['transcriber'],
  fetchImpl: typeof fetch = fetch,
): Transcriber | undefined {
  if (!config) return undefined
  return {
    async transcribe(recording, fileName, contentType) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(recording)], { type: contentType }), fileName)
      form.append('model', config.model)
      // US English with Spanish-accented speakers: the model's own language detection copes
      // better than forcing 'en', so no language is sent.
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
