import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  basicProfileResponseSchema,
  candidateProfileResponseSchema,
  DATE_OF_BIRTH_MESSAGES,
  editProfileResponseSchema,
  generateProfileImageUrlResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
  type CandidateProfile,
  type EditProfileRequest,
} from '../../contract/profile'
import { endpoints } from '../../contract/endpoints'
import {
  applications,
  blobErasures,
  candidates,
  jobMatches,
  profileImages,
} from '../../server/db/schema'
import type { SlotValues } from '../../server/interview/extract'
import type { DraftProfile } from '../../server/resume/draft-profile'
import { insertJobs } from './support/applications'
import { putLikeBrowser, useEmbeddedBlobStore } from './support/blob-store'
import { describeEachDatabase } from './support/databases'
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from './support/images'
import { completeInterviewWith } from './support/interview'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * The profile calls through the app: GetCandidateProfileById and its basic form, the
 * /edit-profile save (UpdateCandidateDetails with isCandidateOnboarding=false) and the profile
 * image's upload, check and read URL; each for the signed-in candidate only.
 */

const blobs = useEmbeddedBlobStore()

const profilePath = (id: string) => `${endpoints.getCandidateProfileById.path}?candidateId=${id}`
const basicPath = (id: string) => `${endpoints.getCandidateBasicProfileById.path}?candidateId=${id}`
const editPath = (id: string) =>
  `${endpoints.updateCandidateDetails.path}?candidateId=${id}&isCandidateOnboarding=false`
const imageUrlPath = (id: string, format: string) =>
  `${endpoints.generateProfileImageUrl.path}?candidateId=${id}&fileFormat=${format}`

function post(t: TestApp, path: string, token: string, body: unknown) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function profileOf(t: TestApp, token: string, id: string): Promise<CandidateProfile> {
  const response = await getWithToken(t, profilePath(id), token)
  expect(response.status).toBe(200)
  const body = v.parse(candidateProfileResponseSchema, await response.json())
  expect(body.message).toBe('Profile fetched successfully')
  return body.data.data
}

const EDIT: EditProfileRequest = {
  firstName: 'Ana Maria',
  lastName: 'Lopez-Garcia',
  emailId: 'ana.lopez@example.com',
  dateOfBirth: '1994-03-12',
  gender: 'Female',
  expectedPayRate: 19.5,
  experienceTime: '3 Years',
  qualification: 'Diploma',
  location: 'Fort Worth, TX',
  language: 'Spanish',
  currentDesignation: 'Forklift Operator',
  categories: ['Commercial'],
  showProfile: false,
  aboutMe: 'Certified forklift operator, happy on nights.',
}

const ANALYSED: DraftProfile = {
  personalInfo: { name: 'Ana Lopez', gender: '', professionalSummary: 'Reliable order picker.' },
  currentExperience: { currentOccupation: 'Order Picker' },
  contactInfo: { address: 'Dallas, TX', mobile: '', email: 'ana@resume.example' },
  experienceInfo: {
    yearsOfExperience: 4,
    employmentHistory: [
      {
        employerName: 'Acme Logistics',
        jobTitle: 'Order Picker',
        duration: '2021 - Present',
        location: 'Dallas, TX',
        description: 'Picked orders with an RF scanner.',
      },
    ],
  },
  education: { highestDegree: 'GED', educations: [] },
  skillInfo: { skills: ['RF scanner'] },
}

describeEachDatabase('the profile, edit profile and the profile image', (database) => {
  const newApp = async () =>
    createTestApp(database.db, {}, { blobs: blobs.store, queue: await database.queue() })

  /** Signed in with step 1 done: names and email as onboarding saves them. */
  async function onboarded(t: TestApp, suffix: number) {
    const session = await signIn(t, phoneNumber(suffix))
    const saved = await t.app.request(
      `${endpoints.updateCandidateDetails.path}?candidateId=${session.userId}&isCandidateOnboarding=true`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.accessToken}`,
        },
        body: JSON.stringify({
          firstName: 'Ana',
          lastName: 'Lopez',
          emailId: 'ana@example.com',
          fullName: 'Ana Lopez',
        }),
      },
    )
    expect(saved.status).toBe(200)
    return { token: session.accessToken, id: session.userId }
  }

  async function uploadImage(
    t: TestApp,
    who: { token: string; id: string },
    format: string,
    bytes: Uint8Array,
    contentType: string,
  ) {
    const response = await getWithToken(t, imageUrlPath(who.id, format), who.token)
    expect(response.status).toBe(200)
    const url = v.parse(generateProfileImageUrlResponseSchema, await response.json()).data
    expect((await putLikeBrowser(url, bytes, contentType)).status).toBe(201)
    return url
  }

  const imageRows = (candidateId: string) =>
    database.db.select().from(profileImages).where(eq(profileImages.candidateId, candidateId))

  it('gives a candidate without analysis their names, phone and email, and empty lists', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1101)
    const profile = await profileOf(t, me.token, me.id)
    expect(profile).toMatchObject({
      personalInfo: { name: 'Ana Lopez', gender: '', professionalSummary: '' },
      currentExperience: { currentOccupation: '' },
      contactInfo: { address: '', mobile: `+1${phoneNumber(1101)}`, email: 'ana@example.com' },
      experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
      education: { highestDegree: '', educations: [] },
      skillInfo: { skills: [] },
      profileDetails: { firstName: 'Ana', lastName: 'Lopez', profileImageUrl: null },
    })
    const basic = await getWithToken(t, basicPath(me.id), me.token)
    expect(basic.status).toBe(200)
    expect(v.parse(basicProfileResponseSchema, await basic.json())).toEqual({
      status: true,
      message: 'Basic profile fetched successfully',
      data: { name: 'Ana Lopez', jobTitle: '', address: '', experience: 0, profileImageUrl: null },
    })
  })

  it('answers a candidate who has not even finished step 1 without failing', async () => {
    const t = await newApp()
    const me = await signIn(t, phoneNumber(1102))
    const profile = await profileOf(t, me.accessToken, me.userId)
    expect(profile.personalInfo.name).toBe('')
    expect(profile.contactInfo.mobile).toBe(`+1${phoneNumber(1102)}`)
  })

  it("shows what the analysis merged, and after /edit-profile the candidate's entries win", async () => {
    const t = await newApp()
    const me = await onboarded(t, 1103)
    await database.db.update(candidates).set({ profile: ANALYSED }).where(eq(candidates.id, me.id))
    const before = await profileOf(t, me.token, me.id)
    expect(before.currentExperience.currentOccupation).toBe('Order Picker')
    expect(before.experienceInfo.yearsOfExperience).toBe(4)
    expect(before.contactInfo.email).toBe('ana@example.com')

    const saved = await post(t, editPath(me.id), me.token, EDIT)
    expect(saved.status).toBe(200)
    expect(v.parse(editProfileResponseSchema, await saved.json())).toEqual({
      status: true,
      message: 'Successfully updated the profile',
      data: { candidateId: me.id, profileImageUploaded: false },
    })

    const after = await profileOf(t, me.token, me.id)
    expect(after).toEqual<CandidateProfile>({
      personalInfo: {
        name: 'Ana Maria Lopez-Garcia',
        gender: 'Female',
        professionalSummary: 'Certified forklift operator, happy on nights.',
      },
      currentExperience: { currentOccupation: 'Forklift Operator' },
      contactInfo: {
        address: 'Fort Worth, TX',
        mobile: `+1${phoneNumber(1103)}`,
        email: 'ana.lopez@example.com',
      },
      experienceInfo: {
        yearsOfExperience: 3,
        employmentHistory: [
          {
            employerName: 'Acme Logistics',
            duration: '2021 - Present',
            location: 'Dallas, TX',
            description: 'Picked orders with an RF scanner.',
          },
        ],
      },
      education: { highestDegree: 'Diploma', educations: [] },
      skillInfo: { skills: ['RF scanner'] },
      profileDetails: {
        firstName: 'Ana Maria',
        lastName: 'Lopez-Garcia',
        dateOfBirth: '1994-03-12',
        expectedPayRate: 19.5,
        experienceTime: '3 Years',
        qualification: 'Diploma',
        language: 'Spanish',
        categories: ['Commercial'],
        showProfile: false,
        profileImageUrl: null,
      },
    })
    const basic = v.parse(
      basicProfileResponseSchema,
      await (await getWithToken(t, basicPath(me.id), me.token)).json(),
    )
    expect(basic.data).toEqual({
      name: 'Ana Maria Lopez-Garcia',
      jobTitle: 'Forklift Operator',
      address: 'Fort Worth, TX',
      experience: 3,
      profileImageUrl: null,
    })
    // GetDetails reads the same name.
    const details = await getWithToken(
      t,
      `${endpoints.getDetails.path}?candidateId=${me.id}`,
      me.token,
    )
    expect(((await details.json()) as { data: { fullName: string } }).data.fullName).toBe(
      'Ana Maria Lopez-Garcia',
    )
  })

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1104)
    const cases: Array<[unknown, string]> = [
      [{ ...EDIT, aboutMe: 'a'.repeat(1001) }, 'aboutMe must be at most 1000 characters'],
      [{ ...EDIT, firstName: 'Ana2' }, 'firstName may contain only letters, spaces and hyphens'],
      [{ ...EDIT, lastName: '  ' }, 'lastName is required'],
      [{ ...EDIT, emailId: 'ana@example' }, 'emailId must be a valid email address'],
      [{ ...EDIT, expectedPayRate: '19' }, 'expectedPayRate must be a number'],
      [{ ...EDIT, expectedPayRate: -3 }, 'expectedPayRate must be 0 or more'],
      [{ ...EDIT, dateOfBirth: '1994-02-30' }, DATE_OF_BIRTH_MESSAGES.format],
      [{ ...EDIT, dateOfBirth: '2999-01-01' }, DATE_OF_BIRTH_MESSAGES.future],
      [{ ...EDIT, gender: 'F' }, 'gender must be one of Male, Female, Other (or empty)'],
      [
        { ...EDIT, categories: ['Retail'] },
        'categories must be chosen from Commercial, Healthcare, IT',
      ],
      [{ ...EDIT, showProfile: 'yes' }, 'showProfile must be true or false'],
      [{ lastName: 'Lopez', emailId: 'a@b.co' }, 'firstName is required'],
      ['{not json', 'The request body is not valid JSON.'],
      [[EDIT], 'The request body must be a JSON object.'],
    ]
    for (const [body, message] of cases) {
      const response = await post(t, editPath(me.id), me.token, body)
      expect(await errorOf(response)).toMatchObject({
        status: 400,
        message,
        code: 'validation_failed',
      })
    }
    const [row] = await database.db.select().from(candidates).where(eq(candidates.id, me.id))
    expect(row).toMatchObject({ fullName: 'Ana Lopez', profileEditedAt: null, aboutMe: null })
    // The query is checked too.
    const badFlag = await post(
      t,
      `${endpoints.updateCandidateDetails.path}?candidateId=${me.id}&isCandidateOnboarding=maybe`,
      me.token,
      EDIT,
    )
    expect((await errorOf(badFlag)).status).toBe(400)
  })

  it('keeps the onboarding body working unchanged on the same path', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1105)
    // The onboarding body is not an edit-profile body, and the reverse.
    const editAsOnboarding = await post(
      t,
      `${endpoints.updateCandidateDetails.path}?candidateId=${me.id}&isCandidateOnboarding=true`,
      me.token,
      { ...EDIT, fullName: 'Ana Lopez', isResumeUploaded: false },
    )
    expect(editAsOnboarding.status).toBe(200)
    expect(await editAsOnboarding.json()).toMatchObject({
      data: { candidateId: me.id, resumeUploaded: false },
    })
  })

  it('uploads a profile image through a signed URL, checks it, and shows it from a read URL', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1106)
    const url = await uploadImage(t, me, 'png', tinyPng(), 'image/png')
    expect(new URL(url).pathname).toMatch(new RegExp(`/${me.id}/profile-image/[0-9a-f-]+\\.png$`))

    const saved = await post(t, editPath(me.id), me.token, {
      ...EDIT,
      isProfileImageUploaded: true,
    })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { data: unknown }).data).toEqual({
      candidateId: me.id,
      profileImageUploaded: true,
    })
    const profile = await profileOf(t, me.token, me.id)
    const imageUrl = profile.profileDetails.profileImageUrl
    expect(imageUrl).not.toBe(null)
    const shown = await fetch(imageUrl ?? '')
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(tinyPng())
    // The upload URL still writes for 15 minutes; what is shown is the copy made at the check.
    const uploadName = decodeURIComponent(new URL(url).pathname.split('/').slice(3).join('/'))
    expect(await blobs.store.stat(uploadName)).toBe(undefined)
    const rewrite = new TextEncoder().encode('MZ\x90\x00 not an image')
    expect((await putLikeBrowser(url, rewrite, 'image/png')).status).toBe(201)
    const again = await fetch(imageUrl ?? '')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(tinyPng())
    expect((await imageRows(me.id))[0]?.blobName).toBe(
      `${me.id}/profile-image/checked/${(await imageRows(me.id))[0]?.id}.png`,
    )
    // The same URL for the next read (the browser's cache keeps the image).
    expect((await profileOf(t, me.token, me.id)).profileDetails.profileImageUrl).toBe(imageUrl)
    const basic = v.parse(
      basicProfileResponseSchema,
      await (await getWithToken(t, basicPath(me.id), me.token)).json(),
    )
    expect(basic.data.profileImageUrl).toBe(imageUrl)

    // A new image replaces it: the old row goes, and its blob once the erasure job has run.
    const [first] = await imageRows(me.id)
    await uploadImage(t, me, 'jpg', tinyJpeg(), 'image/jpeg')
    expect(
      (await post(t, editPath(me.id), me.token, { ...EDIT, isProfileImageUploaded: true })).status,
    ).toBe(200)
    const rows = await imageRows(me.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'current', format: 'jpg' })
    await t.runJobs()
    expect(await blobs.store.stat(first?.blobName ?? '')).toBe(undefined)
    // The rewrite of the first upload went with the sweep queued at its check.
    expect(await blobs.store.stat(uploadName)).toBe(undefined)
    expect(await blobs.store.stat(rows[0]?.blobName ?? '')).toMatchObject({
      size: tinyJpeg().length,
    })
    expect(await database.db.select().from(blobErasures)).toEqual([])
    const replaced = await profileOf(t, me.token, me.id)
    expect(replaced.profileDetails.profileImageUrl).toMatch(/\.jpg\?/)
  })

  it('takes JPEG, WebP and GIF images too', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1107)
    for (const [format, bytes, type] of [
      ['jpeg', tinyJpeg(), 'image/jpeg'],
      ['webp', tinyWebp(), 'image/webp'],
      ['gif', tinyGif(), 'image/gif'],
    ] as const) {
      await uploadImage(t, me, format, bytes, type)
      const saved = await post(t, editPath(me.id), me.token, {
        ...EDIT,
        isProfileImageUploaded: true,
      })
      expect(saved.status).toBe(200)
    }
    expect(await imageRows(me.id)).toMatchObject([{ status: 'current', format: 'gif' }])
  })

  it('deletes an upload that is not the image it claims, or too large, answers 400 and saves nothing', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1108)
    const attempts: Array<[string, Uint8Array, string, string]> = [
      [
        'png',
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        PROFILE_IMAGE_MESSAGES.invalid,
      ],
      ['jpg', tinyPng(), 'image/jpeg', PROFILE_IMAGE_MESSAGES.invalid],
      ['gif', new Uint8Array(), 'image/gif', PROFILE_IMAGE_MESSAGES.invalid],
      ['png', tinyPng(PROFILE_IMAGE_MAX_BYTES + 1), 'image/png', PROFILE_IMAGE_MESSAGES.tooLarge],
    ]
    for (const [format, bytes, type, message] of attempts) {
      await uploadImage(t, me, format, bytes, type)
      const [pending] = await imageRows(me.id)
      const response = await post(t, editPath(me.id), me.token, {
        ...EDIT,
        isProfileImageUploaded: true,
      })
      expect(await errorOf(response)).toMatchObject({ status: 400, message })
      expect(await imageRows(me.id)).toEqual([])
      await t.runJobs()
      expect(await blobs.store.stat(pending?.blobName ?? '')).toBe(undefined)
    }
    // Nothing of the form was written either.
    const [row] = await database.db.select().from(candidates).where(eq(candidates.id, me.id))
    expect(row).toMatchObject({ fullName: 'Ana Lopez', profileEditedAt: null })

    // No upload at all.
    const none = await post(t, editPath(me.id), me.token, { ...EDIT, isProfileImageUploaded: true })
    expect(await errorOf(none)).toMatchObject({
      status: 400,
      message: PROFILE_IMAGE_MESSAGES.missing,
    })
    // A URL handed out but never used.
    await getWithToken(t, imageUrlPath(me.id, 'png'), me.token)
    const unused = await post(t, editPath(me.id), me.token, {
      ...EDIT,
      isProfileImageUploaded: true,
    })
    expect(await errorOf(unused)).toMatchObject({
      status: 400,
      message: PROFILE_IMAGE_MESSAGES.missing,
    })
  })

  it('checks the image upload URL request and limits it to 3 unconfirmed at a time', async () => {
    const t = await newApp()
    const me = await onboarded(t, 1109)
    for (const format of ['svg', 'pdf', '']) {
      const response = await getWithToken(t, imageUrlPath(me.id, format), me.token)
      expect(await errorOf(response)).toMatchObject({
        status: 400,
        message: 'fileFormat must be one of jpg, jpeg, png, webp, gif',
      })
    }
    for (let index = 0; index < 3; index++) {
      expect((await getWithToken(t, imageUrlPath(me.id, 'PNG'), me.token)).status).toBe(200)
      t.clock.advanceMinutes(1)
    }
    const limited = await getWithToken(t, imageUrlPath(me.id, 'png'), me.token)
    expect(await errorOf(limited)).toMatchObject({
      status: 429,
      message: 'Too many uploads are waiting to be checked. Please try again in 57 minutes.',
    })
    t.clock.advance(57 * 60 * 1000)
    expect((await getWithToken(t, imageUrlPath(me.id, 'png'), me.token)).status).toBe(200)
  })

  it("'Show my profile: Hidden' keeps the agency from applying for the candidate", async () => {
    const t = await newApp()
    await insertJobs(database.db, 8, t.clock.now())
    const slots: SlotValues = {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas, TX'],
      maximumCommuteDistance: '30 miles',
      relocation: 'no',
      hourlyRateRange: { min: 16 },
    }
    const applied = async (who: { token: string; id: string }) => {
      await completeInterviewWith(t, database, { candidateId: who.id, token: who.token }, slots)
      await t.runJobs()
      const rows = await database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.candidateId, who.id))
      const matched = await database.db
        .select({ jobId: jobMatches.jobId })
        .from(jobMatches)
        .where(eq(jobMatches.candidateId, who.id))
      return { applications: rows.length, matches: matched.length }
    }
    const shown = await onboarded(t, 1112)
    expect((await applied(shown)).applications).toBeGreaterThan(0)

    const hidden = await onboarded(t, 1113)
    expect(
      (await post(t, editPath(hidden.id), hidden.token, { ...EDIT, showProfile: false })).status,
    ).toBe(200)
    const result = await applied(hidden)
    expect(result.matches).toBeGreaterThan(0)
    expect(result.applications).toBe(0)
  })

  it("refuses another candidate's id on every call (403) and a missing token (401)", async () => {
    const t = await newApp()
    const me = await onboarded(t, 1110)
    const other = await onboarded(t, 1111)
    const calls = [
      () => getWithToken(t, profilePath(other.id), me.token),
      () => getWithToken(t, basicPath(other.id), me.token),
      () => getWithToken(t, imageUrlPath(other.id, 'png'), me.token),
      () => post(t, editPath(other.id), me.token, EDIT),
    ]
    for (const call of calls) {
      expect(await errorOf(await call())).toMatchObject({ status: 403, code: 'forbidden' })
    }
    // Nothing of the other candidate changed, and no upload was recorded for them.
    expect((await profileOf(t, other.token, other.id)).personalInfo.name).toBe('Ana Lopez')
    expect(await imageRows(other.id)).toEqual([])
    for (const path of [profilePath(me.id), basicPath(me.id), imageUrlPath(me.id, 'png')]) {
      expect((await t.app.request(path)).status).toBe(401)
    }
    const bad = await getWithToken(
      t,
      `${endpoints.getCandidateProfileById.path}?candidateId=nope`,
      me.token,
    )
    expect(await errorOf(bad)).toMatchObject({ status: 400, message: 'candidateId must be a UUID' })
  })
})
