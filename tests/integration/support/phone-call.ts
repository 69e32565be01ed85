import * as v from 'valibot'
import { expect } from 'vitest'
import { endpoints } from '../../../contract/endpoints'
import { createCallResponseSchema } from '../../../contract/interview'
import { levelDb } from '../../../server/interview/voice'
import { pcm16kToPhoneFrames, phoneFrameToPcm16k } from '../../../server/telephony/phone-audio'
import type { RunningServer } from '../../../server/start-server'
import { devPhoneCalls } from '../../../scripts/dev-phone/dev-phone-calls'
import {
  answerStream,
  type TwilioStreamCaller,
} from '../../../scripts/dev-phone/twilio-stream-caller'
import { micAnswerWords } from '../../support/mic-answer-words'
import { signInOverHttp, type ApiSession } from './running-server'

/** The phone interview over a real server: onboarding, the call, and the caller's answer. */

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

/** Onboarding steps 1 (names and email) and 2 (job titles), as the app's forms send them. */
export async function completeDetailsAndTitlesOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
  who: { firstName: string; lastName: string; titles: string[] },
): Promise<void> {
  const details = await fetch(
    `${server.url}${endpoints.updateCandidateDetails.path}?candidateId=${session.userId}&isCandidateOnboarding=true`,
    {
      method: 'POST',
      headers: { ...bearer(session), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: who.firstName,
        lastName: who.lastName,
        fullName: `${who.firstName} ${who.lastName}`,
        emailId: `${who.firstName.toLowerCase()}@example.com`,
      }),
    },
  )
  expect(details.status).toBe(200)
  const titles = await fetch(`${server.url}${endpoints.updateUserTitlePreference.path}`, {
    method: 'POST',
    headers: { ...bearer(session), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      candidateId: session.userId,
      selectedTitles: who.titles,
      customTitles: [],
    }),
  })
  expect(titles.status).toBe(200)
}

/** Call-me's consent to an automated call, as the consent screen posts it. */
export async function consentToCallOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
): Promise<void> {
  const consent = await fetch(`${server.url}${endpoints.consentToCall.path}`, {
    method: 'POST',
    headers: { ...bearer(session), 'Content-Type': 'application/json' },
    body: JSON.stringify({ candidateId: session.userId, language: 'en' }),
  })
  expect(consent.status).toBe(200)
}

/** 'I agree' with call-me: the phone engagement's id. */
export async function createPhoneCallOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
): Promise<string> {
  await consentToCallOverHttp(server, session)
  const response = await fetch(
    `${server.url}${endpoints.createCallForCandidate.path}?candidateId=${session.userId}`,
    { headers: bearer(session) },
  )
  expect(response.status).toBe(200)
  return v.parse(createCallResponseSchema, await response.json()).data.data
}

/**
 * The stream URL the dev provider logged, on the port the test server really listens on: the
 * server takes a free port while its public URL (PUBLIC_URL's default) names PORT.
 */
export function onServer(server: Pick<RunningServer, 'url'>, streamUrl: string): string {
  const url = new URL(streamUrl)
  const listening = new URL(server.url)
  url.host = listening.host
  return url.toString()
}

export interface SpokenAnswer {
  /** 16 kHz speech as the caller will say it. */
  pcm16k: Int16Array
  /** The first 20 ms frame the server hears as voice (over -50 dBFS, the VAD's least level). */
  onsetFrame: number
}

/** server/interview/voice/vad.ts minSpeechDb: no quieter frame is ever voice. */
const VAD_LEAST_SPEECH_DB = -50

/**
 * The committed microphone fixture's words ('Yes, I can do that. I have worked in a warehouse
 * before.'), cut from the silence around them. The onset is found in what the phone carries
 * (mu-law 8 kHz, decoded back to 16 kHz as the server decodes it).
 */
export async function fixtureAnswer(): Promise<SpokenAnswer> {
  const words = await micAnswerWords()
  const heard = pcm16kToPhoneFrames(words).map((frame) => levelDb(phoneFrameToPcm16k(frame)))
  const onsetFrame = heard.findIndex((level) => level >= VAD_LEAST_SPEECH_DB)
  expect(onsetFrame).toBeGreaterThanOrEqual(0)
  return { pcm16k: words, onsetFrame }
}

/**
 * A new candidate at `national` through onboarding steps 1 and 2, a phone interview placed for
 * them (`beforeCall` may change them first), and the call answered as Twilio would.
 */
export async function answeredPhoneInterview(
  server: Pick<RunningServer, 'url'>,
  national: string,
  who: { firstName: string; lastName: string; titles: string[] },
  beforeCall: (session: ApiSession) => Promise<void> = async () => {},
): Promise<{ candidate: ApiSession; engagementId: string; phone: TwilioStreamCaller }> {
  const candidate = await signInOverHttp(server, national)
  await completeDetailsAndTitlesOverHttp(server, candidate, who)
  await beforeCall(candidate)
  const engagementId = await createPhoneCallOverHttp(server, candidate)
  const [call] = await devPhoneCalls(server.url, `+1${national}`)
  if (!call) throw new Error('no call in the dev phone outbox')
  const phone = await answerStream(onServer(server, call.streamUrl), { callSid: call.callSid })
  return { candidate, engagementId, phone }
}
