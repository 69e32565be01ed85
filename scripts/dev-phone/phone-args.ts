import { parseArgs } from 'node:util'

/**
 * The dev phone's command line: `answer <phone> [answer ...] [--server URL]`, where each answer
 * is a WAV file to play or `--keys KEYS` to press on the keypad, in the order the recruiter will
 * get them (one each time it listens).
 */

export const USAGE = `Usage: npm run phone -- answer <phone> [answer.wav | --keys KEYS ...] [--server URL]
  Waits up to 60 s for the server's newest call to <phone>, answers it, prints the
  recruiter's words and, each time it listens, gives the next answer in the order given:
  plays a WAV (16-bit PCM, any rate), or presses keys on the keypad (0-9, * and #, e.g.
  --keys 13# for options 1 and 3, --keys 43215# for a ZIP code, --keys 1 for yes;
  quote a star: --keys '*').
  With no answer left the line stays quiet.`

export type PhoneAnswerArg = { kind: 'wav'; path: string } | { kind: 'keys'; keys: string }

interface PhoneArgs {
  command: 'answer'
  who: string
  answers: PhoneAnswerArg[]
  server: string | undefined
}

const KEYS = /^[0-9*#]+$/

/** The arguments after `npm run phone --`, or an Error whose message says what is wrong. */
export function parsePhoneArgs(argv: readonly string[]): PhoneArgs {
  const { values, tokens } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    tokens: true,
    options: { server: { type: 'string' }, keys: { type: 'string', multiple: true } },
  })
  // The tokens keep the order of WAV files and --keys, which is the order of the answers.
  const positionals: string[] = []
  const answers: PhoneAnswerArg[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (positionals.length >= 2) answers.push({ kind: 'wav', path: token.value })
      else positionals.push(token.value)
    } else if (token.kind === 'option' && token.name === 'keys') {
      const keys = token.value ?? ''
      if (!KEYS.test(keys)) {
        throw new Error(`--keys takes keypad keys (0-9, * and #), not '${keys}'.\n${USAGE}`)
      }
      if (positionals.length < 2) throw new Error(`Name the phone before the answers.\n${USAGE}`)
      answers.push({ kind: 'keys', keys })
    }
  }
  const [command, who] = positionals
  if (command !== 'answer' || !who) throw new Error(USAGE)
  return { command, who, answers, server: values.server }
}
