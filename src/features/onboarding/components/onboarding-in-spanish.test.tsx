import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESUME_MAX_BYTES } from '@contract/onboarding'
import { ApiError } from '@/shared/http/api-error'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

/**
 * Onboarding steps 1 to 3 in US Spanish: every text, label and title from the
 * Spanish catalogue, job types shown in Spanish but sent as the contract's types, and server
 * errors from their code, never in the server's English.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const UPLOAD_URL = 'https://blobs.example.net/resumes/abc.pdf?sig=xyz'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const serve = (completed: number, overrides: Record<string, FetchHandler> = {}) =>
  stubFetch(
    routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(completed)),
      'GET /api/Resume/GenerateResumeUrl': () => ok(UPLOAD_URL),
      'PUT /resumes/abc.pdf': () => new Response(null, { status: 201 }),
      'POST /api/Candidate/UpdateCandidateDetails': () =>
        ok({ candidateId: CANDIDATE_ID, resumeUploaded: false }),
      'POST /api/Candidate/UpdateUserTitlePreference': () => ok(null),
      'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
      'GET /api/Privacy/RetentionPeriods': () => ok({ recordingRetentionDays: 21 }),
      'POST /api/Engagement/ConsentToCall': () =>
        ok({ consentId: 'consent-1', consentedAt: '2026-12-07T16:00:00.000Z' }),
      'GET /api/Engagement/ScheduledCall': () => ok(null),
      ...overrides,
    }),
  )

const renderInSpanish = async (phone = phoneInterviewStub()) => {
  await act(() => switchLanguage('es'))
  const { renderInterview } = interviewStub()
  const view = await renderWithRouter(
    {
      '/onboarding': () => (
        <OnboardingPage renderInterview={renderInterview} phoneInterview={phone.phoneInterview} />
      ),
    },
    { initialPath: '/onboarding' },
  )
  await screen.findByRole('list')
  return view
}

const user = () => userEvent.setup({ applyAccept: false })

const fileOf = (name: string, type: string, size?: number) => {
  const file = new File(['%PDF-1.4 resume'], name, { type })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

const fillProfile = async (u: ReturnType<typeof user>) => {
  await u.type(screen.getByLabelText('Nombre'), 'Ana')
  await u.type(screen.getByLabelText('Apellido'), 'Díaz')
  await u.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com')
  await u.click(screen.getByRole('checkbox'))
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('step 1 in Spanish', () => {
  it('titles the page, labels the form and the progress, and checks the fields in Spanish', async () => {
    serve(0)
    await renderInSpanish()
    expect(document.title).toBe('Registro | Empleos de Hirelane')
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Arma tu perfil de Hirelane/)
    expect(screen.getByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument()
    const progress = screen.getByRole('navigation', { name: 'Avance del registro' })
    expect(within(progress).getByText('Paso 1 de 4')).toBeInTheDocument()
    expect(within(progress).getByText('Permiso')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Completa tu perfil' })).toBeInTheDocument()
    expect(screen.getByText('Cuéntanos un poco sobre ti')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Términos del servicio (se abre en otra pestaña)' }),
    ).toHaveAttribute('href', '/terms')
    expect(
      screen.getByRole('link', { name: 'Política de privacidad (se abre en otra pestaña)' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Currículum (opcional)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled()

    const u = user()
    await u.type(screen.getByLabelText('Nombre'), ' ')
    await u.type(screen.getByLabelText('Correo electrónico'), 'ana@')
    await u.tab()
    expect(screen.getByText('Escribe tu nombre')).toBeInTheDocument()
    expect(screen.getByText('Escribe un correo electrónico válido')).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
  })

  it.each([
    [fileOf('photo.jpg', 'image/jpeg'), 'Solo se aceptan documentos PDF y Word'],
    [
      fileOf('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1),
      'El archivo debe pesar menos de 10 MB',
    ],
  ])('refuses a resume in Spanish (%#)', async (file, message) => {
    serve(0)
    await renderInSpanish()
    fireEvent.change(screen.getByLabelText('Elegir un archivo'), { target: { files: [file] } })
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('names the chosen resume and its remove button in Spanish', async () => {
    serve(0)
    await renderInSpanish()
    fireEvent.change(screen.getByLabelText('Elegir un archivo'), {
      target: { files: [fileOf('cv.pdf', 'application/pdf', 2048)] },
    })
    expect(await screen.findByText('Elegiste: cv.pdf (2 KB)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Quitar el archivo' })).toBeInTheDocument()
  })

  it("says a refused resume in Spanish, never the server's English", async () => {
    const english = 'The uploaded file is not a valid PDF, Word, text or HTML document.'
    serve(0, {
      'POST /api/Candidate/UpdateCandidateDetails': () =>
        jsonResponse(
          { status: false, message: english, error: { code: 'validation_failed' } },
          400,
        ),
    })
    await renderInSpanish()
    const u = user()
    await fillProfile(u)
    fireEvent.change(screen.getByLabelText('Elegir un archivo'), {
      target: { files: [fileOf('cv.pdf', 'application/pdf')] },
    })
    await u.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText(/^No pudimos aceptar tu currículum\./)).toBeInTheDocument()
    expect(screen.queryByText(english)).toBeNull()
  })

  it('falls back to the Spanish save error when the server says nothing', async () => {
    serve(0, {
      'POST /api/Candidate/UpdateCandidateDetails': () =>
        new Response('Bad gateway', { status: 502 }),
    })
    await renderInSpanish()
    const u = user()
    await fillProfile(u)
    await u.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(
      await screen.findByText('No se pudo guardar tu perfil. Inténtalo de nuevo.'),
    ).toBeInTheDocument()
  })

  it('switches every text at once when the language changes on the screen', async () => {
    serve(0)
    await renderWithRouter(
      {
        '/onboarding': () => (
          <OnboardingPage
            renderInterview={interviewStub().renderInterview}
            phoneInterview={phoneInterviewStub().phoneInterview}
          />
        ),
      },
      { initialPath: '/onboarding' },
    )
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeDefined()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'Completa tu perfil' })).toBeInTheDocument()
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument()
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument()
    expect(document.title).toBe('Registro | Empleos de Hirelane')
    expect(document.documentElement.lang).toBe('es-US')
  })
})

describe('step 2 in Spanish', () => {
  it('shows the job types in Spanish and sends the contract types', async () => {
    localStorage.setItem('userCurrentStep', '2')
    const { requests } = serve(1)
    await renderInSpanish()
    expect(screen.getByRole('heading', { name: 'Preferencias de trabajo' })).toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'Tipos de trabajo' })
    const forklift = within(group).getByRole('button', { name: 'Operador de montacargas' })
    expect(within(group).getByRole('button', { name: 'Asociado de almacén' })).toBeInTheDocument()
    expect(within(group).queryByText('Forklift Operator')).toBeNull()
    expect(
      screen.getByText('Elige al menos un tipo de trabajo para continuar.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Otro puesto (opcional)')).toHaveAttribute(
      'placeholder',
      'Por ejemplo: Empleado de envíos',
    )
    expect(screen.getByText('0/300 caracteres')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument()

    const u = user()
    await u.click(forklift)
    expect(forklift).toHaveAttribute('aria-pressed', 'true')
    await u.click(screen.getByRole('button', { name: 'Continuar' }))
    await screen.findByRole('heading', { name: 'Tu entrevista con IA' })
    const saved = requests.find(
      (request) => pathOf(request) === 'POST /api/Candidate/UpdateUserTitlePreference',
    )
    expect(await saved?.json()).toEqual({
      candidateId: CANDIDATE_ID,
      selectedTitles: ['Forklift Operator'],
      customTitles: [],
    })
  })

  it('says a failed save in Spanish', async () => {
    localStorage.setItem('userCurrentStep', '2')
    serve(1, {
      'POST /api/Candidate/UpdateUserTitlePreference': () =>
        new Response('Bad gateway', { status: 502 }),
    })
    await renderInSpanish()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Ensamblador' }))
    await u.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText('No se pudo guardar. Inténtalo de nuevo.')).toBeInTheDocument()
  })
})

describe('step 3 in Spanish', () => {
  it('offers the two ways, what to expect, the consent and its declined view in Spanish', async () => {
    localStorage.setItem('userCurrentStep', '3')
    serve(2)
    await renderInSpanish()
    expect(screen.getByRole('heading', { name: 'Tu entrevista con IA' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Cómo hacer la entrevista' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Empezar ahora/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /^Llámenme/ })).toBeInTheDocument()
    expect(screen.getByText(/^Te llamamos a tu celular desde el /)).toBeInTheDocument()

    const u = user()
    await u.click(screen.getByRole('button', { name: 'Qué esperar' }))
    expect(screen.getByRole('heading', { name: 'Qué esperar' })).toHaveFocus()
    expect(
      screen.getByText('La entrevista dura de 5 a 10 minutos, más o menos.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Qué pasa después' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Atrás' }))

    await u.click(screen.getByRole('button', { name: 'Empezar la entrevista' }))
    expect(screen.getByRole('heading', { name: 'Tu consentimiento' })).toHaveFocus()
    const notice = screen.getByRole('region', { name: 'Sobre la entrevista con IA' })
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'El reclutador de IA te pregunta por los trabajos que quieres, el pago, el horario, el lugar, tu experiencia y tus certificaciones.',
      'Evaluamos tus respuestas (escritas o como las escuchamos) y qué tan compatible eres con cada trabajo.',
      // The server's configured number of days.
      'Grabamos tu voz. Guardamos la grabación 21 días y luego la borramos.',
      'Tu perfil, tus preferencias, tus respuestas de la entrevista y qué tan compatible eres llegan a la agencia de empleo de cada trabajo al que te postulamos.',
    ])
    expect(screen.getByText(/^Al tocar “Acepto”, aceptas que Hirelane/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Acepto' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('heading', { name: 'No aceptaste' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver al registro' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sí, acepto' })).toBeInTheDocument()
  })

  it('says one day, or a limited number of days until the server has said, in Spanish', async () => {
    localStorage.setItem('userCurrentStep', '3')
    const days = { value: 1 as number | undefined }
    serve(2, {
      'GET /api/Privacy/RetentionPeriods': () =>
        days.value === undefined
          ? new Response('Bad gateway', { status: 502 })
          : ok({ recordingRetentionDays: days.value }),
    })
    await renderInSpanish()
    await user().click(screen.getByRole('button', { name: 'Empezar la entrevista' }))
    expect(
      await screen.findByText('Grabamos tu voz. Guardamos la grabación 1 día y luego la borramos.'),
    ).toBeInTheDocument()
    cleanup()

    days.value = undefined
    await renderInSpanish()
    await user().click(screen.getByRole('button', { name: 'Empezar la entrevista' }))
    expect(
      await screen.findByText(
        'Grabamos tu voz. Guardamos la grabación un número limitado de días y luego la borramos.',
      ),
    ).toBeInTheDocument()
  })

  it("says why the phone call could not be placed in Spanish, never the server's English", async () => {
    localStorage.setItem('userCurrentStep', '3')
    serve(2)
    const phone = phoneInterviewStub()
    const english = 'Too many interview attempts. Please try again in an hour.'
    phone.placeCall.mockRejectedValueOnce(
      new ApiError('429', { status: 429, code: 'rate_limited', userMessage: english }),
    )
    await renderInSpanish(phone)
    const u = user()
    await u.click(screen.getByRole('radio', { name: /^Llámenme/ }))
    await u.click(screen.getByRole('button', { name: 'Empezar la entrevista' }))
    await u.click(screen.getByRole('button', { name: 'Acepto' }))
    expect(
      await screen.findByRole('heading', { name: 'No pudimos empezar tu entrevista por teléfono' }),
    ).toHaveFocus()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Demasiados intentos. Espera un momento e inténtalo de nuevo.')
    expect(alert).not.toHaveTextContent(english)
    expect(
      screen.getByRole('button', { name: 'Mejor hacer la entrevista en el navegador' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()

    // The reason follows a switch back: English shows the server's own words.
    await act(() => switchLanguage('en'))
    expect(screen.getByRole('alert')).toHaveTextContent(english)
    expect(
      screen.getByRole('heading', { name: "We couldn't start your phone interview" }),
    ).toBeInTheDocument()
  })
})
