import { ConfigError, type SpeechConfig } from '../../config'
import {
  FESTIVAL_VOICE,
  FestivalUnavailableError,
  startFestival,
  type FestivalOptions,
} from './festival-synthesiser'
import { speechApiSynthesiser } from './speech-api-synthesiser'
import { DEFAULT_VOICE, espeakSynthesiser } from './synthesise'
import type { Synthesiser } from './synthesiser'

export interface ChosenSynthesiser {
  synthesiser: Synthesiser
  /** The one line the server logs at start: which voice speaks, and why ('Speech: ...'). */
  startLine: string
}

export interface ChooseSynthesiserOptions {
  /** Festival's program and settings (tests: one that is not installed). */
  festival?: Omit<FestivalOptions, 'voice'>
  fetchImpl?: typeof fetch
}

/**
 * The recruiter's voice from SPEECH (docs/adr/0078): unset, Festival's HTS voice when festival and
 * the voice are installed (it is started and warmed here), else espeak-ng; 'festival' or 'espeak'
 * that engine only (festival missing is then a start-up error, not a quiet fallback); a URL an
 * OpenAI-compatible speech service. SPEECH_VOICE names a voice of the engine SPEECH names; left
 * unset, of Festival (espeak-ng's fallback then speaks with its own default).
 */
export async function chooseSynthesiser(
  config: SpeechConfig,
  options: ChooseSynthesiserOptions = {},
): Promise<ChosenSynthesiser> {
  if (config.engine === 'api') {
    const synthesiser = speechApiSynthesiser(config, options.fetchImpl)
    return { synthesiser, startLine: `Speech: ${synthesiser.description} (SPEECH)` }
  }
  const espeak = (why: string, voice = DEFAULT_VOICE) => {
    const synthesiser = espeakSynthesiser(voice)
    return { synthesiser, startLine: `Speech: ${synthesiser.description} (${why})` }
  }
  if (config.engine === 'espeak') return espeak('SPEECH=espeak', config.voice)
  try {
    const synthesiser = await startFestival({
      ...options.festival,
      voice: config.voice ?? FESTIVAL_VOICE,
    })
    return { synthesiser, startLine: `Speech: ${synthesiser.description}` }
  } catch (error) {
    const reason =
      error instanceof FestivalUnavailableError
        ? error.message
        : `festival failed to start: ${error instanceof Error ? error.message : String(error)}`
    if (config.engine === 'festival') {
      throw new ConfigError(
        `Invalid configuration: SPEECH=festival, but ${reason} (apt-get install festival festvox-us-slt-hts)`,
      )
    }
    return espeak(reason)
  }
}
