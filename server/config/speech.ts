import type { SpeechConfig, TranscriberConfig } from './types'

export function speechConfigOf(env: {
  SPEECH?: string | undefined
  SPEECH_API_KEY?: string | undefined
  SPEECH_MODEL: string
  SPEECH_VOICE?: string | undefined
}): SpeechConfig {
  const engine = env.SPEECH ?? 'auto'
  if (engine === 'auto' || engine === 'festival' || engine === 'espeak') {
    return { engine, voice: env.SPEECH_VOICE }
  }
  return {
    engine: 'api',
    url: engine,
    apiKey: env.SPEECH_API_KEY,
    model: env.SPEECH_MODEL,
    voice: env.SPEECH_VOICE ?? 'alloy',
  }
}

/** TRANSCRIBER, or 'auto' when unset. */
export function transcriberOf(parsed: {
  TRANSCRIBER?: string
  TRANSCRIBER_API_KEY?: string
  TRANSCRIBER_MODEL: string
}): TranscriberConfig {
  const chosen = parsed.TRANSCRIBER
  if (chosen === undefined) return { kind: 'auto' }
  if (chosen === 'none') return { kind: 'none', reason: 'TRANSCRIBER=none' }
  if (chosen === 'pocketsphinx') return { kind: 'pocketsphinx' }
  return {
    kind: 'url',
    url: chosen,
    apiKey: parsed.TRANSCRIBER_API_KEY,
    model: parsed.TRANSCRIBER_MODEL,
  }
}
