/**
 * The voice side of the AI recruiter (ARCHITECTURE.md#3-the-four-journeys): what the call
 * session uses.
 */
export { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE, type Pcm } from './audio-format'
export {
  chooseSynthesiser,
  type ChosenSynthesiser,
  type ChooseSynthesiserOptions,
} from './choose-synthesiser'
export { FESTIVAL_VOICE, FestivalUnavailableError, startFestival } from './festival-synthesiser'
export {
  SPANISH_VOICE,
  sourcesByLanguage,
  spanishSynthesiser,
  type LanguagePromptSources,
  type PromptSource,
} from './language-voices'
export { OggOpusWriter, type OggOpusWriterOptions } from './ogg-opus-writer'
export { OpusDecoderStream } from './opus-decoder-stream'
export { encodeOpusFrames } from './opus-frames'
export {
  PromptCache,
  PROMPT_CACHE_VERSION,
  promptCacheVersion,
  promptFileName,
  type CachedPrompt,
  type OpusPrompt,
  type PromptCacheOptions,
} from './prompt-cache'
export { opusPromptCodec, type PromptCodec } from './prompt-codec'
export { resample } from './resample'
export {
  FramePacer,
  systemPacerClock,
  type FramePacerOptions,
  type PacerClock,
  type PacerResult,
} from './frame-pacer'
export { speechApiSynthesiser, type SpeechApiOptions } from './speech-api-synthesiser'
export { DEFAULT_VOICE, espeakSynthesiser, synthesise, type SynthesiseOptions } from './synthesise'
export { SynthesisError, type Synthesiser } from './synthesiser'
export { VoiceActivityDetector, levelDb, type VadEvent, type VadOptions } from './vad'
