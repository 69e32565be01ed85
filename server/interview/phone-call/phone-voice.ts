import type { VoicePrompts } from '../agent/agent-link'
import { sourcesByLanguage, type LanguagePromptSources } from '../voice/language-voices'
import type { PromptCodec } from '../voice/prompt-codec'
import { resample } from '../../audio/resample'
import { MULAW_SILENCE } from '../../telephony/mulaw'
import {
  WIDEBAND_SAMPLE_RATE,
  PHONE_FRAME_BYTES,
  pcm16kToPhoneFrames,
} from '../../telephony/phone-audio'

/**
 * The recruiter's voice on the phone: prompts as Twilio's media messages carry them, 8 kHz
 * mu-law in 20 ms (160-byte) frames. They come from a PromptCache of their own, made with
 * `mulawPromptCodec`, so each sentence is synthesised and encoded once and kept in
 * DATA_DIR/prompts beside the Opus ones (other ids, other file names), never per call.
 */

/**
 * espeak-ng's speech (22 050 Hz) to 16 kHz by linear interpolation, then through the half-band
 * low-pass down to 8 kHz and mu-law (telephony/phone-audio). The interpolation's aliases of
 * 8-11 kHz land above 4 kHz, where the low-pass removes them. Change `version` when any step
 * of this chain changes, so files made the old way are rebuilt.
 */
export const mulawPromptCodec: PromptCodec = {
  name: 'mulaw',
  version: 'mulaw-8k-halfband63',
  encode: (pcm) => pcm16kToPhoneFrames(resample(pcm.samples, pcm.sampleRate, WIDEBAND_SAMPLE_RATE)),
}

/** A 20 ms frame of mu-law silence, for the pause between the sentences of a turn. */
export const MULAW_SILENCE_FRAME = new Uint8Array(PHONE_FRAME_BYTES).fill(MULAW_SILENCE)

/**
 * Prompt-cache sentences (mu-law 8 kHz) as the phone link's voice, from the cache of their
 * language. Refuses a PromptCache of another codec: Opus packets sent as mu-law would play as
 * noise.
 */
export const mulawVoice = (caches: LanguagePromptSources<{ frames: Uint8Array[] }>) => {
  const byLanguage = sourcesByLanguage(caches)
  for (const cache of Object.values(byLanguage)) {
    if (cache.codec && cache.codec.name !== mulawPromptCodec.name) {
      throw new TypeError(
        `the phone needs a mu-law prompt cache, not ${JSON.stringify(cache.codec.name)}`,
      )
    }
  }
  return {
    get: (text, language = 'en') => byLanguage[language].get(text),
    silence: MULAW_SILENCE_FRAME,
  } satisfies VoicePrompts
}
