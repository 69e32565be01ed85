import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EngagementStatus } from '@contract/interview'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { signInWithSpySink } from '@/shared/testing/analytics-spy'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import '@/shared/testing/dom-matchers'
import { COMPLETION_POLL_MS } from '../hooks/use-completion-poll'
import { PhoneCallStatus } from './phone-call-status'

/**
 * The phone interview's status screen (docs/product.md#the-phone-call), the network stubbed at
 * fetch.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const FIRST_CALL = '0f8fad5b-d9cb-469f-a165-70867728950e'
const SECOND_CALL = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const STATUS_PATH = 'GET /api/Engagement/GetEngagementCallStatus'
const CREATE_PATH = 'GET /api/Engagement/CreateCallForCandidate'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

/**
 * Answers GetEngagementCallStatus with `statuses` in turn (the last one from then on) and
 * CreateCallForCandidate with `create`.
 */
const serve = (
  statuses: (EngagementStatus | Response)[],
  create: FetchHandler = () => ok({ data: SECOND_CALL }),
) => {
  const queue = [...statuses]
  const { requests } = stubFetch(
    routeFetch({
      [STATUS_PATH]: () => {
        const next = queue.length > 1 ? queue.shift()! : queue[0]!
        return next instanceof Response ? next.clone() : ok({ data: next })
      },
      [CREATE_PATH]: create,
    }),
  )
  const of = (path: string) => requests.filter((request) => pathOf(request) === path)
  return {
    requests,
    statusChecks: () => of(STATUS_PATH),
    creates: () => of(CREATE_PATH),
    askedAbout: () =>
      of(STATUS_PATH).map((request) => new URL(request.url).searchParams.get('engagementId')),
  }
}

const renderStatus = ({
  focusHeading = true,
  waitingForRoom,
}: { focusHeading?: boolean; waitingForRoom?: boolean } = {}) => {
  const props = {
    candidateId: CANDIDATE_ID,
    focusHeading,
    waitingForRoom,
    onLeave: vi.fn(),
    onCompleted: vi.fn(),
    onSwitchToWeb: vi.fn(),
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <PhoneCallStatus {...props} />
    </QueryClientProvider>,
  )
  return props
}

/** Stores the phone call as 'I agree' does, and the signed-in number as login does. */
const storePhoneCall = () => {
  localStorage.setItem('engagementId', FIRST_CALL)
  localStorage.setItem('mobileNumber', '5551234567')
}

/** A paragraph whose words run across several elements (the numbers are kept unbroken). */
const paragraphStartingWith = (start: string) =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && element.textContent!.startsWith(start),
  )
const heading = (name: string) => screen.getByRole('heading', { name })
const button = (name: string) => screen.getByRole('button', { name })
const callStatus = () => screen.getByRole('status')
const click = (name: string) => userEvent.setup().click(button(name))
const checkStatus = () => click('Check status')

let sink: AnalyticsSink

beforeEach(() => {
  sink = signInWithSpySink()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('PhoneCallStatus', () => {
  it.each([
    ['no call is stored', () => undefined],
    [
      "the stored engagement is a web call's",
      () => {
        localStorage.setItem('webRTCURL', 'wss://api.example/ws/interview/x?token=t')
        localStorage.setItem('engagementId', FIRST_CALL)
      },
    ],
  ])('goes back to setup when %s', (_case, store) => {
    const { requests } = serve(['connecting'])
    store()
    const props = renderStatus()
    expect(props.onLeave).toHaveBeenCalledWith('cancelled')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('says it is calling the signed-in number from the configured line, and asks nothing yet', () => {
    const { requests } = serve(['connecting'])
    storePhoneCall()
    renderStatus()
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent("We're calling you now")
    expect(paragraphStartingWith("We're calling your")).toHaveTextContent(
      "We're calling your mobile number, (555) 123-4567. The call comes from (206) 555-0142, a number starting with +1 (206).",
    )
    // Each number stays on one line.
    const unbroken = screen.getAllByText(/^(\(555\) 123-4567|\(206\) 555-0142|\+1 \(206\))$/)
    expect(unbroken).toHaveLength(3)
    expect(button('Check status')).toBeEnabled()
    expect(requests).toHaveLength(0)
  })

  it("opens on the wait when 'I agree' was told the call waits for room, and asks nothing yet", async () => {
    const server = serve(['connecting'])
    storePhoneCall()
    renderStatus({ waitingForRoom: true })
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('The recruiter will call you in a moment')
    expect(
      paragraphStartingWith('Many people are doing their interview right now.'),
    ).toHaveTextContent(
      'Many people are doing their interview right now. Keep your phone close. The call comes from (206) 555-0142, a number starting with +1 (206).',
    )
    // Nothing rings yet: it must not say it is calling.
    expect(screen.queryByText(/calling you/)).toBeNull()
    expect(server.requests).toHaveLength(0)

    // The call was placed meanwhile: the next answer says so.
    await checkStatus()
    await waitFor(() => expect(callStatus()).toHaveTextContent("We're still calling you"))
    expect(screen.queryByText(/Many people/)).toBeNull()
  })

  it("opens on the calling view when 'I agree' was told the call rings now", () => {
    serve(['connecting'])
    storePhoneCall()
    renderStatus({ waitingForRoom: false })
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent("We're calling you now")
    expect(paragraphStartingWith("We're calling your")).toBeInTheDocument()
    expect(screen.queryByText(/Many people/)).toBeNull()
  })

  it('leaves the focus alone when the page opens on step 4', () => {
    serve(['connecting'])
    storePhoneCall()
    renderStatus({ focusHeading: false })
    expect(heading('AI Interview')).not.toHaveFocus()
  })

  it('speaks of the signed-in number in words when none usable is stored', () => {
    serve(['connecting'])
    localStorage.setItem('engagementId', FIRST_CALL)
    renderStatus()
    expect(paragraphStartingWith("We're calling the")).toHaveTextContent(
      "We're calling the mobile number you signed in with. The call comes from (206) 555-0142",
    )
  })

  it('asks for the status only when Check status is pressed, never on a timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = serve(['connecting'])
    storePhoneCall()
    renderStatus()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(server.statusChecks()).toHaveLength(0)

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(button('Check status'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(callStatus()).toHaveTextContent("We're still calling you")
    expect(server.askedAbout()).toEqual([FIRST_CALL])
    expect(server.statusChecks()[0]!.headers.get('Authorization')).toBe('Bearer access-token')
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(server.statusChecks()).toHaveLength(1)
    expect(sink.capture).toHaveBeenCalledWith('phone_call_status_checked', {
      status: 'connecting',
    })
  })

  it('says plainly that the recruiter calls in a moment while the call waits for room', async () => {
    const server = serve([ok({ data: 'connecting', waitingForRoom: true }), 'connecting'])
    storePhoneCall()
    renderStatus()
    await checkStatus()
    await waitFor(() =>
      expect(callStatus()).toHaveTextContent('The recruiter will call you in a moment'),
    )
    expect(
      paragraphStartingWith('Many people are doing their interview right now.'),
    ).toHaveTextContent(
      'Many people are doing their interview right now. Keep your phone close. The call comes from (206) 555-0142, a number starting with +1 (206).',
    )
    // Nothing rings yet: it must not say it is calling.
    expect(screen.queryByText(/calling your mobile number/)).toBeNull()
    expect(screen.queryByText(/calling you/)).toBeNull()
    expect(button('Check status')).toBeEnabled()
    expect(localStorage.getItem('engagementId')).toBe(FIRST_CALL)

    // A free recruiter: the call is placed, and the screen says it is calling again.
    await checkStatus()
    await waitFor(() => expect(callStatus()).toHaveTextContent("We're still calling you"))
    expect(paragraphStartingWith("We're calling your")).toBeInTheDocument()
    expect(screen.queryByText(/Many people/)).toBeNull()
    expect(server.askedAbout()).toEqual([FIRST_CALL, FIRST_CALL])
  })

  it('announces every answer, even an unchanged one, in the status region', async () => {
    serve(['connecting'])
    storePhoneCall()
    renderStatus()
    await checkStatus()
    await waitFor(() => expect(callStatus()).toHaveTextContent("We're still calling you"))
    const first = callStatus().querySelector('span:last-child')
    await checkStatus()
    await waitFor(() => expect(callStatus().querySelector('span:last-child')).not.toBe(first))
    expect(callStatus()).toHaveTextContent("We're still calling you")
  })

  it('shows the interview in progress; while it asks, the button is busy and keeps the focus', async () => {
    let answer: (response: Response) => void = () => undefined
    const { requests } = stubFetch(
      routeFetch({ [STATUS_PATH]: () => new Promise((resolve) => (answer = resolve)) }),
    )
    storePhoneCall()
    renderStatus()
    await checkStatus()
    expect(button('Check status')).toHaveAttribute('aria-busy', 'true')
    expect(button('Check status')).toHaveAttribute('aria-disabled', 'true')
    // Not disabled: a disabled button would drop the keyboard focus.
    expect(button('Check status')).toBeEnabled()
    expect(button('Check status')).toHaveFocus()
    await checkStatus()
    expect(requests).toHaveLength(1)
    answer(ok({ data: 'in_progress' }))
    await waitFor(() => expect(callStatus()).toHaveTextContent('Interview in progress'))
    expect(screen.getByText(/talking with our AI recruiter/)).toBeInTheDocument()
    expect(screen.queryByText(/calling your mobile number/)).toBeNull()
    expect(button('Check status')).not.toHaveAttribute('aria-disabled')
    expect(button('Check status')).toHaveFocus()
    expect(localStorage.getItem('engagementId')).toBe(FIRST_CALL)
  })

  it('says so when the status could not be checked, and keeps the status it had', async () => {
    serve([
      'in_progress',
      jsonResponse({ status: false, message: 'down', error: { code: 'internal_error' } }, 503),
      'in_progress',
    ])
    storePhoneCall()
    renderStatus()
    await checkStatus()
    await waitFor(() => expect(callStatus()).toHaveTextContent('Interview in progress'))
    await checkStatus()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't check the status of your call. Please try again.",
    )
    expect(callStatus()).toHaveTextContent('Interview in progress')
    expect(sink.capture).toHaveBeenCalledWith('phone_call_status_check_failed', { status: 503 })
    await checkStatus()
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement())
  })

  it("finishes on 'completed': the analysing screen, which moves on as after the web call", async () => {
    const server = serve(['completed'])
    storePhoneCall()
    const props = renderStatus()
    await checkStatus()
    await waitFor(() => expect(heading('Analysing your profile')).toHaveFocus())
    expect(callStatus()).toHaveTextContent('Reviewing your answers…')
    // The engagement is over: a reload must not follow it again.
    expect(localStorage.getItem('engagementId')).toBeNull()
    expect(props.onCompleted).not.toHaveBeenCalled()
    await waitFor(() => expect(props.onCompleted).toHaveBeenCalledOnce(), {
      timeout: COMPLETION_POLL_MS * 3,
    })
    expect(server.askedAbout()).toEqual([FIRST_CALL, FIRST_CALL])
    expect(props.onLeave).not.toHaveBeenCalled()
  })

  it.each([
    ['no_answer', "We couldn't reach you", 'nobody picked up'],
    ['busy', 'Your line was busy', 'on another call'],
    ['failed', "We couldn't place the call", 'did not get through'],
    ['voicemail', 'The call went to voicemail', 'voicemail answered'],
    ['abandoned', 'The call ended before the interview finished', 'cut off or hung up'],
  ] as const)(
    "'%s' says what happened and offers two ways forward",
    async (status, title, text) => {
      serve([status])
      storePhoneCall()
      renderStatus()
      await checkStatus()
      await waitFor(() => expect(heading(title)).toHaveFocus())
      expect(screen.getByText(new RegExp(text))).toBeInTheDocument()
      expect(button('Call me again')).toBeEnabled()
      expect(button('Do the interview in the browser instead')).toBeEnabled()
      expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull()
      expect(localStorage.getItem('engagementId')).toBeNull()
      expect(sink.capture).toHaveBeenCalledWith('phone_call_status_checked', { status })
    },
  )

  it('Call me again places a new call and follows its engagement', async () => {
    let answer: (response: Response) => void = () => undefined
    const server = serve(
      ['no_answer', 'connecting'],
      () => new Promise((resolve) => (answer = resolve)),
    )
    storePhoneCall()
    const props = renderStatus()
    await checkStatus()
    await waitFor(() => expect(heading("We couldn't reach you")).toHaveFocus())
    await click('Call me again')
    expect(button('Call me again')).toHaveAttribute('aria-busy', 'true')
    expect(button('Do the interview in the browser instead')).toBeDisabled()
    expect(server.creates()).toHaveLength(1)
    const create = new URL(server.creates()[0]!.url)
    expect(create.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    answer(ok({ data: SECOND_CALL }))

    await waitFor(() => expect(heading('AI Interview')).toHaveFocus())
    expect(callStatus()).toHaveTextContent("We're calling you now")
    expect(localStorage.getItem('engagementId')).toBe(SECOND_CALL)
    expect(sink.capture).toHaveBeenCalledWith('phone_call_retry', { after: 'no_answer' })
    expect(sink.capture).toHaveBeenCalledWith('phone_call_requested', undefined)

    await checkStatus()
    await waitFor(() => expect(callStatus()).toHaveTextContent("We're still calling you"))
    expect(server.askedAbout()).toEqual([FIRST_CALL, SECOND_CALL])
    expect(props.onSwitchToWeb).not.toHaveBeenCalled()
  })

  it('Call me again opens on the wait when the new call waits for room', async () => {
    serve(['busy'], () => ok({ data: SECOND_CALL, waitingForRoom: true }))
    storePhoneCall()
    renderStatus()
    await checkStatus()
    await waitFor(() => expect(heading('Your line was busy')).toBeInTheDocument())
    await click('Call me again')
    await waitFor(() => expect(heading('AI Interview')).toHaveFocus())
    expect(callStatus()).toHaveTextContent('The recruiter will call you in a moment')
    expect(screen.queryByText(/calling you/)).toBeNull()
    expect(localStorage.getItem('engagementId')).toBe(SECOND_CALL)
  })

  it("shows the server's message when a new call is refused, with Try again", async () => {
    const tooMany = 'Too many interview attempts. Please try again in an hour.'
    const refusals = [
      jsonResponse({ status: false, message: tooMany, error: { code: 'rate_limited' } }, 429),
      new Response('<html>bad gateway</html>', { status: 502 }),
    ]
    const server = serve(['busy'], () => refusals.shift() ?? ok({ data: SECOND_CALL }))
    storePhoneCall()
    renderStatus()
    await checkStatus()
    await waitFor(() => expect(heading('Your line was busy')).toBeInTheDocument())

    await click('Call me again')
    await waitFor(() => expect(heading("We couldn't start your phone interview")).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(tooMany)
    expect(button('Do the interview in the browser instead')).toBeEnabled()

    // No message of the server's own: the generic line, on a new screen that takes the focus.
    await click('Try again')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Something went wrong with your call. Please try again.',
      ),
    )
    expect(heading("We couldn't start your phone interview")).toHaveFocus()

    await click('Try again')
    await waitFor(() => expect(callStatus()).toHaveTextContent("We're calling you now"))
    expect(server.creates()).toHaveLength(3)
    expect(sink.capture).toHaveBeenCalledWith('phone_call_retry', { after: 'place_failed' })
    expect(sink.capture).toHaveBeenCalledWith('phone_call_request_failed', { status: 429 })
  })

  it.each([
    ['an ended call', () => undefined],
    ['a call that could not be placed', () => click('Call me again')],
  ])('switches to the web call from %s', async (_case, before) => {
    const server = serve(['voicemail'], () =>
      jsonResponse({ status: false, message: 'No lines', error: { code: 'internal_error' } }, 500),
    )
    storePhoneCall()
    const props = renderStatus()
    await checkStatus()
    await waitFor(() => expect(heading('The call went to voicemail')).toBeInTheDocument())
    await before()
    await waitFor(() => expect(button('Do the interview in the browser instead')).toBeEnabled())
    await click('Do the interview in the browser instead')
    expect(props.onSwitchToWeb).toHaveBeenCalledOnce()
    expect(props.onLeave).not.toHaveBeenCalled()
    expect(sink.capture).toHaveBeenCalledWith('phone_call_switched_to_web', {
      after: server.creates().length ? 'place_failed' : 'voicemail',
    })
  })
})
