import { pcm16kToPhoneFrames, phoneFrameToPcm16k } from '../../server/telephony/phone-audio'
import { concatSignals } from './test-signals'

/**
 * A 16 kHz answer as the phone carries it: 8 kHz mu-law on the wire, each 20 ms frame doubled
 * back to 16 kHz, as the agent hears a call. For the integration tests and the bench alike.
 */
export const throughPhoneCall = (pcm16k: Int16Array): Int16Array =>
  concatSignals(pcm16kToPhoneFrames(pcm16k).map(phoneFrameToPcm16k))
