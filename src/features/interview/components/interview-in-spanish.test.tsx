import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import '@/shared/testing/dom-matchers'
import { MicrophoneError } from '../model/microphone'
import { flushPromises } from '../testing/fake-call'
import { fakeServices, storeCall } from '../testing/fake-services'
import { callStatus, connect, heading } from '../testing/call-screen'
import { AnalysingView } from './analysing-view'
import { InterviewCall } from './interview-call'
import { PhoneCallStatus } from './phone-call-status'

/**
 * The interview screens in US Spanish: the app's own words from the Spanish
 * catalogue; the recruiter's captions arrive from the server as they are.
 */

type Fake = ReturnType<typeof fakeServices>

const toSpanish = () => act(() => switchLanguage('es'))

const renderCall = async (fake: Fake = fakeServices()) => {
  const onLeave = vi.fn()
  render(
    <InterviewCall focusHeading onLeave={onLeave} onCompleted={vi.fn()} services={fake.services} />,
  )
  await act(flushPromises)
  return { ...fake, onLeave }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the web call in Spanish', () => {
  it('says the call states, labels the captions and the typed answer, and sends the answer', async () => {
    await toSpanish()
    storeCall()
    const fake = await renderCall()
    expect(heading('Entrevista con IA')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('Conectando con tu reclutador de IA…')
    expect(screen.getByRole('region', { name: 'Lo que dijo el reclutador' })).toBeInTheDocument()
    expect(screen.getByText('Aquí aparecen las palabras del reclutador.')).toBeInTheDocument()

    await connect(fake)
    expect(callStatus()).toHaveTextContent('Entrevista en curso')
    const socket = fake.sockets[0]!
    act(() => {
      socket.receive({ type: 'caption', id: 0, kind: 'greeting', text: 'Hola, soy tu reclutador.' })
      socket.receive({ type: 'caption', id: 1, kind: 'question', text: '¿Qué trabajo buscas?' })
      socket.receive({ type: 'state', phase: 'listening', questionsAsked: 1, maxQuestions: 12 })
    })
    await act(flushPromises)
    expect(screen.getByText('¿Qué trabajo buscas?')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByText('Anteriores (1)')).toBeInTheDocument()
    expect(screen.getByText('Escuchando…')).toBeInTheDocument()
    expect(screen.getByText('Pregunta 1 de 12 como máximo')).toBeInTheDocument()
    expect(screen.getByText('Tiempo transcurrido:', { exact: false })).toBeInTheDocument()

    const user = userEvent.setup()
    const box = screen.getByRole('textbox', { name: 'Escribe tu respuesta' })
    expect(box).toHaveAccessibleDescription(
      '¿Prefieres escribir? Presiona Enter para enviar y Shift+Enter para una línea nueva. 0/1000 caracteres',
    )
    await user.type(box, 'Montacargas, de noche')
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }))
    expect(socket.sentOfType('text')).toEqual([{ type: 'text', text: 'Montacargas, de noche' }])
    expect(screen.getByText('Tu respuesta se envió.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Terminar la entrevista' })).toBeInTheDocument()
  })

  it('switches the call screen to Spanish at once, captions staying as they came', async () => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    act(() =>
      fake.sockets[0]!.receive({ type: 'caption', id: 0, kind: 'question', text: 'What work?' }),
    )
    await toSpanish()
    expect(heading('Entrevista con IA')).toBeInTheDocument()
    expect(callStatus()).toHaveTextContent('Entrevista en curso')
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toBeInTheDocument()
    expect(screen.getByText('What work?')).toBeInTheDocument()
    expect(screen.queryByText('End interview')).toBeNull()
  })

  it('explains a blocked microphone in Spanish with its buttons', async () => {
    await toSpanish()
    storeCall()
    const fake = fakeServices()
    vi.mocked(fake.services.acquireMicrophone).mockRejectedValueOnce(new MicrophoneError('blocked'))
    await renderCall(fake)
    expect(heading('Problema con el micrófono')).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El acceso al micrófono está bloqueado. Toca el candado junto a la barra de direcciones, permítelo y luego presiona “Intentar de nuevo”.',
    )
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
  })

  it('says a lost connection in Spanish', async () => {
    await toSpanish()
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    act(() => fake.setOnline(false))
    expect(heading('Se perdió la conexión')).toHaveFocus()
    expect(screen.getByText(/^Se cortó tu conexión a internet\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver a llamar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver al registro' })).toBeInTheDocument()
  })
})

describe('the phone call and the analysing screen in Spanish', () => {
  const renderPhone = ({ waitingForRoom = false } = {}) => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <PhoneCallStatus
          candidateId="5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10"
          focusHeading
          waitingForRoom={waitingForRoom}
          onLeave={vi.fn()}
          onCompleted={vi.fn()}
          onSwitchToWeb={vi.fn()}
        />
      </QueryClientProvider>,
    )
  }

  it('says who is calling, and what happened to the call', async () => {
    await toSpanish()
    localStorage.setItem('engagementId', '0f8fad5b-d9cb-469f-a165-70867728950e')
    localStorage.setItem('mobileNumber', '5551234567')
    stubFetch(
      routeFetch({
        'GET /api/Engagement/GetEngagementCallStatus': () =>
          jsonResponse({ status: true, message: 'ok', data: { data: 'no_answer' } }),
      }),
    )
    renderPhone()
    expect(heading('Entrevista con IA')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('Te estamos llamando')
    // A paragraph whose words run across several elements (the numbers are kept unbroken).
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent!.startsWith(
            'Estamos llamando a tu celular, (555) 123-4567. La llamada viene del ',
          ),
      ),
    ).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver estado' }))
    expect(
      await screen.findByRole('heading', { name: 'No pudimos comunicarnos contigo' }),
    ).toHaveFocus()
    expect(screen.getByText('Te llamamos, pero nadie contestó.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Llámenme otra vez' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Mejor hacer la entrevista en el navegador' }),
    ).toBeInTheDocument()
  })

  it('says the recruiter calls in a moment while every recruiter is busy', async () => {
    await toSpanish()
    localStorage.setItem('engagementId', '0f8fad5b-d9cb-469f-a165-70867728950e')
    localStorage.setItem('mobileNumber', '5551234567')
    stubFetch(
      routeFetch({
        'GET /api/Engagement/GetEngagementCallStatus': () =>
          jsonResponse({
            status: true,
            message: 'ok',
            data: { data: 'connecting', waitingForRoom: true },
          }),
      }),
    )
    renderPhone()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver estado' }))
    expect(
      await screen.findByText('El reclutador te llamará en un momento', { exact: false }),
    ).toBeInTheDocument()
    expect(callStatus()).toHaveTextContent('El reclutador te llamará en un momento')
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent!.startsWith(
            'Muchas personas están haciendo su entrevista ahora. Ten tu teléfono cerca. La llamada viene del ',
          ),
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Estamos llamando/)).toBeNull()
  })

  it("opens on the wait when 'I agree' was told the call waits for room", async () => {
    await toSpanish()
    localStorage.setItem('engagementId', '0f8fad5b-d9cb-469f-a165-70867728950e')
    localStorage.setItem('mobileNumber', '5551234567')
    const { requests } = stubFetch(routeFetch({}))
    renderPhone({ waitingForRoom: true })
    expect(heading('Entrevista con IA')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('El reclutador te llamará en un momento')
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent!.startsWith(
            'Muchas personas están haciendo su entrevista ahora. Ten tu teléfono cerca. La llamada viene del ',
          ),
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Estamos llamando/)).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it("says why 'Call me again' failed from the error code, never the server's English", async () => {
    await toSpanish()
    localStorage.setItem('engagementId', '0f8fad5b-d9cb-469f-a165-70867728950e')
    const english = 'Too many interview attempts. Please try again in an hour.'
    stubFetch(
      routeFetch({
        'GET /api/Engagement/GetEngagementCallStatus': () =>
          jsonResponse({ status: true, message: 'ok', data: { data: 'busy' } }),
        'GET /api/Engagement/CreateCallForCandidate': () =>
          jsonResponse({ status: false, message: english, error: { code: 'rate_limited' } }, 429),
      }),
    )
    renderPhone()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Ver estado' }))
    await user.click(await screen.findByRole('button', { name: 'Llámenme otra vez' }))
    expect(
      await screen.findByRole('heading', { name: 'No pudimos empezar tu entrevista por teléfono' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    )
    expect(screen.queryByText(english)).toBeNull()

    // The reason follows a switch back: English shows the server's own words.
    await act(() => switchLanguage('en'))
    expect(screen.getByRole('alert')).toHaveTextContent(english)
  })

  it('analyses in Spanish', async () => {
    await toSpanish()
    render(
      <AnalysingView
        engagementId="0f8fad5b-d9cb-469f-a165-70867728950e"
        fetchStatus={vi.fn(async () => 'in_progress' as const)}
        onCompleted={vi.fn()}
        onAbandoned={vi.fn()}
      />,
    )
    expect(heading('Analizando tu perfil')).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Revisando tus respuestas…')
  })
})
