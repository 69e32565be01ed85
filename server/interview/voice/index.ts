/** The voice side of the AI recruiter (DESIGN.md section 8): what the call session uses. */
export { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE, type Pcm } from './audio-format'
export { benchmarkVoice, type VoiceBenchResult } from './bench'
export { OggOpusWriter, type OggOpusWriterOptions } from './ogg-opus-writer'
export { OpusDecoderStream } from './opus-decoder-stream'
export { encodeOpusFrames } from './opus-frames'
export {
  PromptCache,
  PROMPT_CACHE_VERSION,
  promptCacheVersion,
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
export {
  DEFAULT_VOICE,
  synthesise,
  SynthesisError,
  type SynthesiseOptions,
  type Synthesiser,
} from './synthesise'
export { VoiceActivityDetector, levelDb, type VadEvent, type VadOptions } from './vad'
