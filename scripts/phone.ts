import { parseArgs } from 'node:util'
import { readCandidate } from '../server/cli/read-candidate'
import { readAnswerWav } from './dev-phone/answer-audio'
import { answerCall } from './dev-phone/answer-call'
import { waitForCall } from './dev-phone/dev-phone-calls'

/**
 * npm run phone -- answer <phone> [answer.wav ...]: the dev phone. With TELEPHONY_PROVIDER=dev
 * the server places no real call; this answers it by opening the call's media stream and
 * speaking Twilio's Media Streams protocol there, as Twilio would. It prints the recruiter's
 * captions and, each time the recruiter listens, plays the next WAV (16-bit PCM, any rate).
 *
 * --server URL (or HIRELANE_URL) names the running server; default http://localhost:$PORT.
 */

const USAGE = `Usage: npm run phone -- answer <phone> [answer.wav ...] [--server URL]
  Waits up to 60 s for the server's newest call to <phone>, answers it, prints the
  recruiter's words and plays one WAV each time it listens (then stays quiet).`

const WAIT_MS = 60_000

async function answer(server: string, who: string, files: string[]) {
  const target = readCandidate(who)
  if (!('phone' in target)) throw new Error(`'${who}' is not a US phone number.\n${USAGE}`)
  const answers = await Promise.all(files.map(readAnswerWav))
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
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { server: { type: 'string' } },
  })
  const server =
    values.server ?? process.env.HIRELANE_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`
  const [command, who, ...files] = positionals
  if (command !== 'answer' || !who) throw new Error(USAGE)
  await answer(server, who, files)
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
