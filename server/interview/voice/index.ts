/**
 * The voice side of the AI recruiter (ARCHITECTURE.md#3-the-four-journeys): what the call
 * session uses.
 */
export { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE } from './audio-format'
export { spanishSynthesiser, type LanguagePromptSources } from './language-voices'
export { OggOpusWriter } from './ogg-opus-writer'
export { OpusDecoderStream } from './opus-decoder-stream'
export { encodeOpusFrames } from './opus-frames'
export { PromptCache, type OpusPrompt } from './prompt-cache'
export { type PromptCodec } from './prompt-codec'
export { resample } from '../../audio/resample'
export { FramePacer, systemPacerClock, type PacerClock } from './frame-pacer'
export { synthesise } from './synthesise'
export { type Synthesiser } from './synthesiser'
export { VoiceActivityDetector, levelDb, type VadEvent, type VadOptions } from './vad'
