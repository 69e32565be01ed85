import type { Pcm } from './audio-format'

/**
 * A voice the recruiter speaks with (docs/adr/0078): Festival's HTS voice
 * (festival-synthesiser.ts), espeak-ng (synthesise.ts) or an OpenAI-compatible /audio/speech
 * service (speech-api-synthesiser.ts), chosen at start by choose-synthesiser.ts. Prompts are
 * cached per `voiceId`, so a change of engine, version or voice never plays old audio.
 */
export interface Synthesiser {
  /**
   * Engine, version and voice, file-name safe ('festival-2.5.0-cmu_us_slt_arctic_hts'): part of
   * every cached prompt's id and file name.
   */
  readonly voiceId: string
  /** For the start line: 'festival cmu_us_slt_arctic_hts'. */
  readonly description: string
  /** Mono 16-bit speech at the engine's own rate; the prompt codecs resample it. */
  synthesise(text: string): Promise<Pcm>
  /** Stops what the synthesiser runs (child processes); later calls fail. */
  close(): Promise<void>
}

export class SynthesisError extends Error {
  override name = 'SynthesisError'
}

/** What a voice id may be: it ends up in file names. */
export const VOICE_ID_PATTERN = /^[a-z0-9][a-z0-9._+-]{0,95}$/i

/** A voice id made file-safe from free parts (a model or voice name an operator chose). */
export const voiceIdOf = (...parts: string[]) =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9._+-]+/g, '_')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 96)
