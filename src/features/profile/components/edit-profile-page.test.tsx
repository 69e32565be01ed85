import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CANDIDATE_ID, candidateProfile } from '@/entities/candidate/testing/candidate-profile'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import { loadEditProfile } from '../model/edit-profile-data'
import { EditProfileError } from './edit-profile-error'
import { EditProfilePage } from './edit-profile-page'

/** /edit-profile (docs/product.md#edit-profile; docs/adr/0066) as its route wires it. */

const PROFILE = 'GET /api/Candidate/GetCandidateProfileById'
const UPDATE = 'POST /api/Candidate/UpdateCandidateDetails'
const IMAGE_URL = 'GET /api/Candidate/GenerateProfileImageUrl'
const UPLOAD_URL = 'https://blob.example/profile-images/new.png?sig=abc'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const refused = (message: string) =>
  jsonResponse({ status: false, message, error: { code: 'validation_failed' } }, 400)

const serve = (routes: Partial<Record<string, FetchHandler>> = {}) => {
  const stub = stubFetch(
    routeFetch({
      [PROFILE]: () => ok({ data: candidateProfile() }),
      [UPDATE]: () => ok({ candidateId: CANDIDATE_ID, profileImageUploaded: false }),
      [IMAGE_URL]: () => ok(UPLOAD_URL),
      'PUT /profile-images/new.png': () => new Response(null, { status: 201 }),
      ...(routes as Record<string, FetchHandler>),
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  return { ...stub, calls }
}

const renderEditProfile = () =>
  renderScreen(
    {
      path: '/edit-profile',
      loader: (queryClient) => loadEditProfile(queryClient, CANDIDATE_ID),
      errorComponent: ({ error }) => <EditProfileError error={error} />,
      component: EditProfilePage,
    },
    ['/profile', '/preference'],
  )

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Save Profile' })

let sink: AnalyticsSink
let online = true

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/edit-profile', () => {
  it('fills every field from the profile', async () => {
    serve()
    await renderEditProfile()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile')
    expect(screen.getByRole('group', { name: 'Full Name' })).toBeTruthy()
    expect(input('First name').value).toBe('Rosa')
    expect(input('Last name').value).toBe('Mendez')
    expect(input('Date Of Birth').value).toBe('1990-04-12')
    expect(input('Phone Number').value).toBe('(206) 555-0123')
    expect(input('Phone Number').readOnly).toBe(true)
    expect(input('Email').value).toBe('rosa@example.com')
    expect(input('Gender').value).toBe('Female')
    expect(input('Expected pay rate ($)').value).toBe('18.5')
    expect(input('Experience time').value).toBe('5 Years')
    expect(input('Qualification').value).toBe('High School')
    expect(input('Location').value).toBe('Dallas, TX')
    expect(input('Language').value).toBe('Spanish')
    expect(input('Current Designation').value).toBe('Forklift Operator')
    expect(screen.getByRole('checkbox', { name: 'Commercial' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'IT' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Show' })).toBeChecked()
    expect(input('About me').value).toMatch(/^Forklift operator with five years/)
    expect(screen.getByText('63/1000 characters')).toBeTruthy()
    expect(screen.getByLabelText('Choose a photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    )
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preference')
    expect(document.title).toBe('Edit profile | Hirelane Jobs')
  })

  it('shows a field’s problem once it is left, in place of its hint', async () => {
    serve()
    await renderEditProfile()
    await userEvent.clear(input('Email'))
    await userEvent.type(input('Email'), 'rosa@example')
    expect(screen.queryByText('Enter a valid email address')).toBeNull()
    await userEvent.tab()
    expect(input('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(input('Email')).toHaveAccessibleDescription('Enter a valid email address')
  })

  it('drops characters a name cannot hold and cuts About me at 1000', async () => {
    serve()
    await renderEditProfile()
    await userEvent.clear(input('First name'))
    await userEvent.type(input('First name'), 'Ro5sa!')
    expect(input('First name').value).toBe('Rosa')
    expect(input('About me')).toHaveAttribute('maxlength', '1000')
  })

  it('on Save with problems names them, focuses the first and sends nothing', async () => {
    const network = serve()
    await renderEditProfile()
    await userEvent.clear(input('Last name'))
    await userEvent.clear(input('Expected pay rate ($)'))
    await userEvent.type(input('Expected pay rate ($)'), 'eighteen')
    await userEvent.clear(input('Date Of Birth'))
    await userEvent.type(input('Date Of Birth'), '2030-01-01')
    await userEvent.click(save())

    expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy()
    expect(input('Last name')).toHaveFocus()
    expect(input('Last name')).toHaveAccessibleDescription(
      'Enter your last name (letters, spaces and hyphens)',
    )
    expect(input('Date Of Birth')).toHaveAccessibleDescription(
      'The date of birth must be in the past',
    )
    expect(input('Expected pay rate ($)')).toHaveAccessibleDescription(
      'Enter the pay as a number of dollars, for example 18.50',
    )
    expect(network.calls(UPDATE)).toHaveLength(0)
  })

  it('says what to fix when a paste brings control characters, and sends nothing', async () => {
    const network = serve()
    await renderEditProfile()
    await userEvent.clear(input('Location'))
    await userEvent.click(input('Location'))
    await userEvent.paste('Dallas\u0000, TX')
    await userEvent.click(save())

    expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy()
    expect(input('Location')).toHaveFocus()
    expect(input('Location')).toHaveAccessibleDescription(
      'Remove the invisible control characters (pasted text can carry them), then save again',
    )
    expect(network.calls(UPDATE)).toHaveLength(0)
  })

  it('saves every field, fetches the profile again and opens /profile', async () => {
    const network = serve()
    const { router } = await renderEditProfile()
    await userEvent.clear(input('About me'))
    await userEvent.type(input('About me'), '  Night shift forklift lead.  ')
    await userEvent.selectOptions(input('Qualification'), 'Diploma')
    await userEvent.click(screen.getByRole('checkbox', { name: 'IT' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Hidden' }))
    await userEvent.click(save())

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    const [update] = network.calls(UPDATE)
    const query = new URL(update!.url).searchParams
    expect(Object.fromEntries(query)).toEqual({
      candidateId: CANDIDATE_ID,
      isCandidateOnboarding: 'false',
    })
    expect(await update!.json()).toEqual({
      firstName: 'Rosa',
      lastName: 'Mendez',
      emailId: 'rosa@example.com',
      dateOfBirth: '1990-04-12',
      gender: 'Female',
      expectedPayRate: 18.5,
      experienceTime: '5 Years',
      qualification: 'Diploma',
      location: 'Dallas, TX',
      language: 'Spanish',
      currentDesignation: 'Forklift Operator',
      categories: ['Commercial', 'IT'],
      showProfile: false,
      aboutMe: 'Night shift forklift lead.',
      isProfileImageUploaded: false,
    })
    // Loaded for the form, then again after the save so /profile shows the change.
    expect(network.calls(PROFILE)).toHaveLength(2)
    expect(network.calls(IMAGE_URL)).toHaveLength(0)
    expect(sink.capture).toHaveBeenCalledWith('profile_saved', { withImage: false })
  })

  it('uploads a new photo through its upload URL, then saves with it', async () => {
    const network = serve()
    await renderEditProfile()
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    })
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo)
    expect(screen.getByText('Selected: me.png')).toBeTruthy()
    expect(screen.getByTestId('candidate-avatar').querySelector('img')?.src).toMatch(/^blob:/)
    await userEvent.click(save())

    await waitFor(() => expect(network.calls(UPDATE)).toHaveLength(1))
    const [urlCall] = network.calls(IMAGE_URL)
    expect(new URL(urlCall!.url).searchParams.get('fileFormat')).toBe('png')
    const [put] = network.calls('PUT /profile-images/new.png')
    expect(put!.url).toBe(UPLOAD_URL)
    expect(put!.headers.get('x-ms-blob-type')).toBe('BlockBlob')
    expect(put!.headers.get('content-type')).toBe('image/png')
    expect(put!.headers.get('authorization')).toBeNull()
    expect(await network.calls(UPDATE)[0]!.json()).toMatchObject({ isProfileImageUploaded: true })
  })

  it('refuses a file that is not a kept image before any upload', async () => {
    const network = serve()
    await renderEditProfile()
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(screen.getByLabelText('Choose a photo'), notes, { applyAccept: false })
    expect(screen.getByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeTruthy()
    expect(screen.queryByText('Selected: notes.txt')).toBeNull()
    expect(network.calls(IMAGE_URL)).toHaveLength(0)
  })

  it("shows the server's refusal of the photo and stays on the form", async () => {
    serve({ [UPDATE]: () => refused('The uploaded file is not a JPEG, PNG, WebP or GIF image.') })
    const { router } = await renderEditProfile()
    const fake = new File(['not really'], 'me.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Choose a photo'), fake)
    await userEvent.click(save())
    expect(
      await screen.findByText('The uploaded file is not a JPEG, PNG, WebP or GIF image.'),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/edit-profile')
    expect(sink.capture).toHaveBeenCalledWith('profile_image_rejected', {
      reason: 'server',
      status: 400,
    })
  })

  it('says when the upload URL cannot be made', async () => {
    serve({ [IMAGE_URL]: () => refused('nope') })
    await renderEditProfile()
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['x'], 'me.gif', { type: 'image/gif' }),
    )
    await userEvent.click(save())
    expect(await screen.findByText('Unable to create upload URL')).toBeTruthy()
  })

  it('waits for the network to save while offline', async () => {
    const network = serve()
    await renderEditProfile()
    act(() => {
      online = false
      window.dispatchEvent(new Event('offline'))
    })
    await waitFor(() => expect(save()).toBeDisabled())
    expect(
      screen.getByText("You're offline. Connect to the internet to save your profile."),
    ).toBeTruthy()
    expect(network.calls(UPDATE)).toHaveLength(0)
  })

  it('does not offer an empty form when the profile cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({
      [PROFILE]: () =>
        jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500),
    })
    await renderEditProfile()
    expect(screen.getByText("We couldn't load your profile. Please try again.")).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('edit_profile_load_failed', { status: 500 })
  })
})

describe('/edit-profile in Spanish', () => {
  it('switches labels, option words, problems and title; the values sent stay the contract’s', async () => {
    const network = serve()
    await renderEditProfile()
    await act(() => switchLanguage('es'))

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editar perfil')
    expect(screen.getByRole('group', { name: 'Nombre completo' })).toBeTruthy()
    expect(input('Nombre').value).toBe('Rosa')
    const gender = input('Género') as unknown as HTMLSelectElement
    expect(gender.value).toBe('Female')
    expect(gender.selectedOptions[0]!.textContent).toBe('Mujer')
    expect([...gender.options].map((option) => option.textContent)).toEqual([
      'Elige…',
      'Hombre',
      'Mujer',
      'Otro',
    ])
    expect(screen.getByRole('checkbox', { name: 'Comercial' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Mostrar' })).toBeChecked()
    expect(screen.getByText('63/1000 caracteres')).toBeTruthy()
    expect(document.title).toBe('Editar perfil | Empleos de Hirelane')

    await userEvent.clear(input('Correo electrónico'))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }))
    expect(screen.getByText('Corrige los campos marcados abajo.')).toBeTruthy()
    expect(input('Correo electrónico')).toHaveAccessibleDescription(
      /Escribe un correo electrónico válido/,
    )

    await userEvent.type(input('Correo electrónico'), 'rosa@example.com')
    await userEvent.selectOptions(gender, 'Otro')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }))
    await waitFor(() => expect(network.calls(UPDATE)).toHaveLength(1))
    expect(await network.calls(UPDATE)[0]!.json()).toMatchObject({
      gender: 'Other',
      language: 'Spanish',
      qualification: 'High School',
    })
  })

  it("words the server's refusal from its code, never its English", async () => {
    serve({ [UPDATE]: () => refused('The uploaded file is not a JPEG, PNG, WebP or GIF image.') })
    await renderEditProfile()
    await act(() => switchLanguage('es'))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }))
    expect(await screen.findByText('Revisa lo que escribiste e inténtalo de nuevo.')).toBeTruthy()
    expect(screen.queryByText(/The uploaded file/)).toBeNull()
  })
})
