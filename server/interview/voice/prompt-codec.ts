import { SAMPLE_RATE, type Pcm } from './audio-format'
import { encodeOpusFrames, PROMPT_BITRATE } from './opus-frames'
import { resample } from '../../audio/resample'

/**
 * How a transport wants the recruiter's sentences: synthesised speech in, 20 ms frames in the
 * transport's codec out. The prompt cache runs it once per sentence and keeps the frames, so a
 * call never encodes a prompt.
 */
export interface PromptCodec {
  /** Short and file-name safe ('opus', 'mulaw'): the cache files are `<id>.<name>.bin`. */
  name: string
  /**
   * The encoding and its settings, part of the cache version (so of every prompt's id). It names
   * the codec, so two codecs never share an id; change it when the frames would come out
   * different, so files made the old way are not served.
   */
  version: string
  /** Speech at any rate to 20 ms frames; the last frame is padded to a whole 20 ms. */
  encode(pcm: Pcm): Uint8Array[]
}

/** What a codec's name may be: it ends up in file names. */
export const PROMPT_CODEC_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/

/** The WebRTC call's prompts, the cache's default: 48 kHz Opus VOIP, one RTP payload a frame. */
export const opusPromptCodec: PromptCodec = {
  name: 'opus',
  version: `opus-voip-${PROMPT_BITRATE}`,
  encode: (pcm) => encodeOpusFrames(resample(pcm.samples, pcm.sampleRate, SAMPLE_RATE)),
}
