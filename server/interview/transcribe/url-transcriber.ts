import * as v from 'valibot'
import type { UrlTranscriberConfig } from '../../config'
import { AGENT_SAMPLE_RATE } from '../agent/agent-link'
import { pcmWav } from '../voice/wav'
import type { SpokenAnswer, Transcriber } from './transcriber'

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
