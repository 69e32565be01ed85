import { readCandidate } from '../server/cli/read-candidate'
import { readAnswerWav } from './dev-phone/answer-audio'
import { answerCall, type DevPhoneAnswer } from './dev-phone/answer-call'
import { waitForCall } from './dev-phone/dev-phone-calls'
import { USAGE, parsePhoneArgs, type PhoneAnswerArg } from './dev-phone/phone-args'

/**
 * npm run phone -- answer <phone> [answer.wav | --keys KEYS ...]: the dev phone. With
 * TELEPHONY_PROVIDER=dev the server places no real call; this answers it by opening the call's
 * media stream and speaking Twilio's Media Streams protocol there, as Twilio would. It prints
 * the recruiter's captions and, each time the recruiter listens, gives the next answer: plays
 * a WAV (16-bit PCM, any rate) or presses keys (dtmf messages, as Twilio sends the keypad).
 *
 * --server URL (or HIRELANE_URL) names the running server; default http://localhost:$PORT.
 */

const WAIT_MS = 60_000

const readAnswer = (answer: PhoneAnswerArg): Promise<DevPhoneAnswer> =>
  answer.kind === 'keys' ? Promise.resolve({ keys: answer.keys }) : readAnswerWav(answer.path)

async function answer(server: string, who: string, given: readonly PhoneAnswerArg[]) {
  const target = readCandidate(who)
  if (!('phone' in target)) throw new Error(`'${who}' is not a US phone number.\n${USAGE}`)
  const answers = await Promise.all(given.map(readAnswer))
  console.log(`Waiting for a call to ${target.phone} (up to ${WAIT_MS / 1000} s)...`)
  const call = await waitForCall(server, target.phone, { timeoutMs: WAIT_MS })
  if (!call) {
    throw new Error(
      `No call to ${target.phone} came within ${WAIT_MS / 1000} s. Choose Call me first.`,
    )
  }
  console.log(`Answering call ${call.callSid}`)
  const { caller, ended } = await answerCall(call.streamUrl, call.callSid, answers, (line) =>
    console.log(line),
  ).catch((error: unknown) => {
    throw new Error(
      `The call's stream did not open (${error instanceof Error ? error.message : String(error)}): ` +
        'it was answered already, has ended, or its token expired. Place a new call.',
    )
  })
  process.once('SIGINT', () => {
    console.log('Hanging up')
    void caller.hangUp()
  })
  await ended
}

async function main(argv: string[]) {
  const args = parsePhoneArgs(argv)
  const server =
    args.server ?? process.env.HIRELANE_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`
  await answer(server, args.who, args.answers)
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
