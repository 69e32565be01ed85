import { Writable } from 'node:stream'
import { createLogger } from '../../../server/logger'

/**
 * What the provider tests (SMS and telephony) share: a Twilio account, a fetch that records its
 * requests, and a logger whose lines can be read.
 */
export const TWILIO_ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef'

/** A fetch that records its calls and answers with the given response. */
export function recordingFetch(answer: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return answer()
  }) as typeof fetch
  return { calls, fetch: fetchStub }
}

/** A logger whose JSON lines land in `lines` (raw) for inspection. */
export function capturingLogger() {
  const lines: string[] = []
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    }),
  )
  return { lines, logger }
}
