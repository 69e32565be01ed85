import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  dashboardCompletionStatusResponseSchema,
  generateResumeUrlResponseSchema,
  prepareInterviewResponseSchema,
  updateCandidateDetailsResponseSchema,
  updateUserTitlePreferenceResponseSchema,
} from '../../contract/onboarding'
import { candidates, resumes } from '../../server/db/schema'
import { QUEUE_POLICIES } from '../../server/queue/queue-policies'
import { emptyDraftProfile, type DraftProfile } from '../../server/resume/draft-profile'
import type { AnalyseResume } from '../../server/services/resume-analysis'
import { putLikeBrowser, smallPdf, useEmbeddedBlobStore } from './support/blob-store'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

const blobs = useEmbeddedBlobStore()

const DRAFT: DraftProfile = {
  ...emptyDraftProfile(),
  skillInfo: { skills: ['Forklift', 'Inventory'] },
  experienceInfo: { yearsOfExperience: 4, employmentHistory: [] },
  contactInfo: { address: 'Dallas, TX', mobile: '', email: '' },
}
const fakeAnalyser: AnalyseResume = () => Promise.resolve(DRAFT)

const DETAILS = {
  firstName: 'Rosa',
  lastName: 'Diaz-Lopez',
  emailId: 'rosa@example.com',
  fullName: 'Rosa Diaz-Lopez',
}

function postJson(t: TestApp, path: string, token: string, body: unknown) {
  return t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const updateDetails = (t: TestApp, token: string, candidateId: string, body: unknown) =>
  postJson(
    t,
    `/api/Candidate/UpdateCandidateDetails?candidateId=${candidateId}&isCandidateOnboarding=true`,
    token,
    body,
  )

async function uploadUrl(t: TestApp, token: string, candidateId: string, format = 'pdf') {
  const response = await getWithToken(
    t,
    `/api/Resume/GenerateResumeUrl?candidateId=${candidateId}&fileName=resume&fileFormat=${format}`,
    token,
  )
  expect(response.status).toBe(200)
  return v.parse(generateResumeUrlResponseSchema, await response.json()).data
}

async function completion(t: TestApp, token: string, candidateId: string) {
  const response = await getWithToken(
    t,
    `/api/Candidate/GetDashboardCompletionStatus?candidateId=${candidateId}`,
    token,
  )
  expect(response.status).toBe(200)
  return v.parse(dashboardCompletionStatusResponseSchema, await response.json()).data
}

async function stepsOf(t: TestApp, token: string, candidateId: string) {
  const response = await getWithToken(
    t,
    `/api/Candidate/GetCandidateOnboardingDetails?candidateId=${candidateId}`,
    token,
  )
  const body = (await response.json()) as { data: Array<{ completed: boolean }> }
  return body.data.map((step) => step.completed)
}

describeEachDatabase('onboarding steps 1 and 2', (database) => {
  it('walks profile with a resume, preferences and interview preparation', async () => {
    const t = createTestApp(
      database.db,
      {},
      { blobs: blobs.store, analyseResume: fakeAnalyser, queue: await database.queue() },
    )
    const { accessToken, userId } = await signIn(t, phoneNumber(500))
    expect(await completion(t, accessToken, userId)).toEqual({
      onboardingCompleted: false,
      currentStep: 1,
      profileAnalysisStatus: 'not_started',
    })

    const url = await uploadUrl(t, accessToken, userId)
    expect((await putLikeBrowser(url, smallPdf(), 'application/pdf')).status).toBe(201)
    const saved = await updateDetails(t, accessToken, userId, {
      ...DETAILS,
      isResumeUploaded: true,
    })
    expect(saved.status).toBe(200)
    expect(v.parse(updateCandidateDetailsResponseSchema, await saved.json())).toEqual({
      status: true,
      message: 'Successfully updated the profile',
      data: { candidateId: userId, resumeUploaded: true },
    })
    await t.runJobs()
    const [resume] = await database.db.select().from(resumes).where(eq(resumes.candidateId, userId))
    expect(resume).toMatchObject({
      status: 'uploaded',
      analysisStatus: 'completed',
      draftProfile: DRAFT,
      fileName: 'resume',
      format: 'pdf',
      size: smallPdf().length,
    })

    const details = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${userId}`,
      accessToken,
    )
    expect((await details.json()).data).toEqual({ fullName: 'Rosa Diaz-Lopez', language: 'en' })
    expect(await stepsOf(t, accessToken, userId)).toEqual([true, false, false, false])
    expect(await completion(t, accessToken, userId)).toEqual({
      onboardingCompleted: false,
      currentStep: 2,
      profileAnalysisStatus: 'completed',
    })

    const titles = await postJson(t, '/api/Candidate/UpdateUserTitlePreference', accessToken, {
      candidateId: userId,
      selectedTitles: ['Forklift Operator', 'Assembler'],
      customTitles: ['Crane operator'],
    })
    expect(v.parse(updateUserTitlePreferenceResponseSchema, await titles.json())).toEqual({
      status: true,
      message: 'Update titles successfull',
      data: null,
    })
    expect(await stepsOf(t, accessToken, userId)).toEqual([true, true, false, false])
    expect((await completion(t, accessToken, userId)).currentStep).toBe(3)

    const prepare = () =>
      postJson(t, `/api/Engagement/PrepareInterview?candidateId=${userId}`, accessToken, {})
    const first = v.parse(prepareInterviewResponseSchema, await (await prepare()).json())
    expect(first.data).toEqual({
      prepared: true,
      knownSlots: ['jobTypes', 'location', 'skills', 'yearsOfExperience'],
    })
    const [afterFirst] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, userId))
    expect(afterFirst?.interviewPreparedAt).toEqual(t.clock.now())
    t.clock.advanceMinutes(5)
    const second = v.parse(prepareInterviewResponseSchema, await (await prepare()).json())
    expect(second.data).toEqual(first.data)
    const [afterSecond] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, userId))
    expect(afterSecond).toMatchObject({
      interviewPreparedAt: afterFirst?.interviewPreparedAt,
      selectedTitles: ['Forklift Operator', 'Assembler'],
      customTitles: ['Crane operator'],
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Diaz-Lopez',
      step3CompletedAt: null,
    })
    // Preparation does not complete step 3.
    expect(await stepsOf(t, accessToken, userId)).toEqual([true, true, false, false])
  })

  it('saves the profile without a resume, and knows no slots but job types', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store, analyseResume: fakeAnalyser })
    const { accessToken, userId } = await signIn(t, phoneNumber(501))
    const saved = await updateDetails(t, accessToken, userId, DETAILS)
    expect((await saved.json()).data).toEqual({ candidateId: userId, resumeUploaded: false })
    expect(await completion(t, accessToken, userId)).toEqual({
      onboardingCompleted: false,
      currentStep: 2,
      profileAnalysisStatus: 'not_started',
    })
    await postJson(t, '/api/Candidate/UpdateUserTitlePreference', accessToken, {
      candidateId: userId,
      selectedTitles: [],
      customTitles: ['Night baker'],
    })
    const prepared = await postJson(
      t,
      `/api/Engagement/PrepareInterview?candidateId=${userId}`,
      accessToken,
      {},
    )
    expect((await prepared.json()).data).toEqual({ prepared: true, knownSlots: ['jobTypes'] })
  })

  it('reports all steps done as step 0', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(502))
    const now = t.clock.now()
    await database.db
      .update(candidates)
      .set({
        step1CompletedAt: now,
        step2CompletedAt: now,
        step3CompletedAt: now,
        step4CompletedAt: now,
      })
      .where(eq(candidates.id, userId))
    expect(await completion(t, accessToken, userId)).toEqual({
      onboardingCompleted: true,
      currentStep: 0,
      profileAnalysisStatus: 'not_started',
    })
  })

  it('marks a failed analysis after its last attempt, logs it and keeps serving', async () => {
    let runs = 0
    const failing: AnalyseResume = () => {
      runs += 1
      return Promise.reject(new Error('parser exploded'))
    }
    const t = createTestApp(
      database.db,
      {},
      { blobs: blobs.store, analyseResume: failing, queue: await database.queue() },
    )
    const { accessToken, userId } = await signIn(t, phoneNumber(503))
    const url = await uploadUrl(t, accessToken, userId)
    await putLikeBrowser(url, smallPdf(), 'application/pdf')
    const saved = await updateDetails(t, accessToken, userId, {
      ...DETAILS,
      isResumeUploaded: true,
    })
    expect(saved.status).toBe(200)
    await t.runJobs()
    expect(runs).toBe(QUEUE_POLICIES['resume-analysis'].retryLimit + 1)
    expect((await completion(t, accessToken, userId)).profileAnalysisStatus).toBe('failed')
    expect(t.logs.some((line) => line.msg === 'Resume analysis failed')).toBe(true)
  })

  it('answers 400 with the exact message when no job type is chosen, and saves nothing', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(504))
    const response = await postJson(t, '/api/Candidate/UpdateUserTitlePreference', accessToken, {
      candidateId: userId,
      selectedTitles: [],
      customTitles: [],
    })
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Please select at least one job type to proceed.',
    })
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, false, false])
  })

  it.each([
    [{ ...DETAILS, firstName: 'R0sa' }, 'firstName may contain only letters, spaces and hyphens'],
    [{ ...DETAILS, lastName: '  ' }, 'lastName is required'],
    [{ ...DETAILS, emailId: 'rosa@example' }, 'emailId must be a valid email address'],
    [{ ...DETAILS, isResumeUploaded: 'yes' }, 'isResumeUploaded:'],
    [{ firstName: 'Rosa', lastName: 'Diaz', fullName: 'Rosa Diaz' }, 'emailId is required'],
    ['{not json', 'The request body is not valid JSON.'],
  ])('UpdateCandidateDetails answers 400 naming the field (%#)', async (body, message) => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(505))
    const error = await errorOf(await updateDetails(t, accessToken, userId, body))
    expect(error.status).toBe(400)
    expect(error.message).toContain(message)
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, false, false])
  })

  it.each([
    [{ selectedTitles: ['Astronaut'], customTitles: [] }, 'selectedTitles must be fixed job types'],
    [{ selectedTitles: [], customTitles: ['x'.repeat(301)] }, 'at most 300 characters'],
    [{ selectedTitles: 'Assembler', customTitles: [] }, 'selectedTitles'],
    [{ customTitles: ['Baker'] }, 'selectedTitles is required'],
  ])('UpdateUserTitlePreference answers 400 naming the field (%#)', async (fields, message) => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(506))
    const response = await postJson(t, '/api/Candidate/UpdateUserTitlePreference', accessToken, {
      candidateId: userId,
      ...fields,
    })
    const error = await errorOf(response)
    expect(error.status).toBe(400)
    expect(error.message).toContain(message)
  })

  it.each([
    ['fileName=cv&fileFormat=exe', 'fileFormat must be one of pdf, doc, docx, txt, html'],
    ['fileFormat=pdf', 'fileName is required'],
    ['fileName=cv', 'fileFormat is required'],
  ])('GenerateResumeUrl answers 400 naming the field (%s)', async (query, message) => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(507))
    const response = await getWithToken(
      t,
      `/api/Resume/GenerateResumeUrl?candidateId=${userId}&${query}`,
      accessToken,
    )
    expect(await errorOf(response)).toMatchObject({ status: 400, message })
  })

  it('limits upload URLs to 10 per candidate per hour', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store, queue: await database.queue() })
    const { accessToken, userId } = await signIn(t, phoneNumber(508))
    for (let index = 0; index < 10; index += 1) {
      await uploadUrl(t, accessToken, userId)
      // Confirmed with nothing uploaded: refused, so it is no longer pending (the pending quota).
      const refused = await updateDetails(t, accessToken, userId, {
        ...DETAILS,
        isResumeUploaded: true,
      })
      expect(refused.status).toBe(400)
      t.clock.advanceMinutes(1)
    }
    const limited = await getWithToken(
      t,
      `/api/Resume/GenerateResumeUrl?candidateId=${userId}&fileName=cv&fileFormat=pdf`,
      accessToken,
    )
    expect(await errorOf(limited)).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many upload links were requested. Please try again in 50 minutes.',
    })
    expect(limited.headers.get('Retry-After')).toBe('3000')
    t.clock.advanceMinutes(51)
    await uploadUrl(t, accessToken, userId)
  })

  it('refuses another candidate on every onboarding call with 403', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const me = await signIn(t, phoneNumber(509))
    const other = await signIn(t, phoneNumber(510))
    const id = other.userId
    const calls: Array<() => Promise<Response> | Response> = [
      () =>
        getWithToken(
          t,
          `/api/Resume/GenerateResumeUrl?candidateId=${id}&fileName=cv&fileFormat=pdf`,
          me.accessToken,
        ),
      () => updateDetails(t, me.accessToken, id, DETAILS),
      () =>
        postJson(t, '/api/Candidate/UpdateUserTitlePreference', me.accessToken, {
          candidateId: id,
          selectedTitles: ['Assembler'],
          customTitles: [],
        }),
      () =>
        getWithToken(
          t,
          `/api/Candidate/GetDashboardCompletionStatus?candidateId=${id}`,
          me.accessToken,
        ),
      () => postJson(t, `/api/Engagement/PrepareInterview?candidateId=${id}`, me.accessToken, {}),
    ]
    for (const call of calls) {
      expect(await errorOf(await call())).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'You can only access your own data.',
      })
    }
    const [untouched] = await database.db.select().from(candidates).where(eq(candidates.id, id))
    expect(untouched).toMatchObject({
      firstName: null,
      step2CompletedAt: null,
      interviewPreparedAt: null,
    })
    expect(await database.db.select().from(resumes)).toEqual([])
  })

  it.each(['GetDashboardCompletionStatus', 'PrepareInterview'])(
    '%s answers 400 for a malformed candidateId',
    async (call) => {
      const t = createTestApp(database.db, {}, { blobs: blobs.store })
      const { accessToken } = await signIn(t, phoneNumber(511))
      const response =
        call === 'PrepareInterview'
          ? await postJson(t, '/api/Engagement/PrepareInterview?candidateId=nope', accessToken, {})
          : await getWithToken(t, `/api/Candidate/${call}?candidateId=nope`, accessToken)
      expect(await errorOf(response)).toMatchObject({
        status: 400,
        message: 'candidateId must be a UUID',
      })
    },
  )
})
