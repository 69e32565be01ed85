import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { SynthesisError, voiceIdOf, type Synthesiser } from './synthesiser'
import { parseWav } from './wav'

/**
 * Any OpenAI-compatible /audio/speech endpoint (OpenAI, Azure OpenAI, a self-hosted server) as
 * the recruiter's voice in production: the text goes out as JSON, WAV comes back (PCM, no
 * decoder needed). Prompts are cached, so the service is asked once per sentence and voice.
 */
export interface SpeechApiOptions {
  url: string
  apiKey: string | undefined
  /** 'tts-1' by default in the configuration. */
  model: string
  /** 'alloy' by default in the configuration. */
  voice: string
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 15_000

/** WAV under any of the names services give it; anything else (a JSON error page) is refused. */
const wavResponseSchema = v.object({
  status: v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(299)),
  contentType: v.pipe(
    v.string(),
    v.regex(/^audio\/(wav|x-wav|wave|vnd\.wave)\s*(;|$)/i, 'is not WAV audio'),
  ),
})

export function speechApiSynthesiser(
  options: SpeechApiOptions,
  fetchImpl: typeof fetch = fetch,
): Synthesiser {
  const { url, apiKey, model, voice } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // Two services may name the same model and voice differently; the URL keeps them apart.
  const service = createHash('sha256').update(url).digest('hex').slice(0, 8)
  /** Errors as SynthesisErrors; the timeout (on the request or the body) named as such. */
  const failure = (error: unknown, what: string) => {
    if (error instanceof SynthesisError) return error
    if (error instanceof Error && error.name === 'TimeoutError') {
      return new SynthesisError(`speech service took longer than ${timeoutMs} ms`)
    }
    return new SynthesisError(`${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return {
    voiceId: voiceIdOf('speech-api', service, model, voice),
    description: `${new URL(url).host} ${model} ${voice}`,
    async synthesise(text) {
      const input = text.trim()
      if (!input) throw new SynthesisError('nothing to say')
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ model, input, voice, response_format: 'wav' }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw failure(error, 'speech service unreachable')
      }
      const checked = v.safeParse(wavResponseSchema, {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
      })
      if (!checked.success) {
        await response.body?.cancel()
        throw new SynthesisError(
          `speech service answered ${response.status} ${response.headers.get('content-type') ?? 'without a content type'}`,
        )
      }
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(await response.arrayBuffer())
      } catch (error) {
        throw failure(error, 'speech service stopped sending')
      }
      try {
        const pcm = parseWav(bytes)
        if (pcm.samples.length === 0) throw new SynthesisError('speech service sent no audio')
        return pcm
      } catch (error) {
        throw failure(error, 'speech service sent bad WAV')
      }
    },
    close: async () => {},
  }
}
