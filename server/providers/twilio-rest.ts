/**
 * What Twilio's REST resources share (https://www.twilio.com/docs/usage/requests-to-twilio):
 * the account's base URL, form-encoded POSTs with HTTP basic auth and a timeout, and the JSON
 * error body a refusal carries. The SMS and telephony providers log and throw their own way.
 */
export interface TwilioRestOptions {
  accountSid: string
  authToken: string
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Twilio's error body names the problem (e.g. 21211 invalid 'To'); it holds no secret. */
interface TwilioErrorBody {
  code?: number
  message?: string
}

interface TwilioRest {
  /** https://api.twilio.com/2010-04-01/Accounts/{sid}: resources are under it. */
  accountUrl: string
  /** A form-encoded POST, rejected when Twilio cannot be reached in time. */
  post(url: string, form: URLSearchParams): Promise<Response>
}

export function createTwilioRest(options: TwilioRestOptions): TwilioRest {
  const doFetch = options.fetch ?? fetch
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  return {
    accountUrl: `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`,
    post: (url, form) =>
      doFetch(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      }),
  }
}

/** The error body of a refused request, or null when it is not JSON. */
export const twilioErrorBody = async (response: Response) =>
  (await response.json().catch(() => null)) as TwilioErrorBody | null
