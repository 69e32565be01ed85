import path from 'node:path'

/** Debian's Chromium: the only browser this machine has (no browser download is possible). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** This machine reaches no outside host: keep Chromium from trying (tests and benchmark). */
export const offlineChromiumFlags = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The recorded answers and rooms a fake microphone can play (tests/fixtures/interview). */
export type MicrophoneRecording = 'mic-answer.wav' | 'mic-silence.wav' | 'mic-forklift-nights.wav'

/**
 * A fake microphone that plays `wav` in a loop, with no permission prompt, and audio that plays
 * without a gesture (docs/adr/0003).
 */
export const fakeMicrophoneFlags = (wav: MicrophoneRecording) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${path.join(process.cwd(), 'tests', 'fixtures', 'interview', wav)}`,
  '--autoplay-policy=no-user-gesture-required',
]
