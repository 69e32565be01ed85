import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { devAgencyReportsResponseSchema } from '../../contract/dev.ts'
import { sharedReportsResponseSchema, type SharingAgency } from '../../contract/shared-reports.ts'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  hasNoHorizontalScroll,
  openSignedIn,
  type AppliedCandidate,
} from './support/applied-candidate'

/**
 * What was shared with staffing agencies, against the real server: the report of an
 * application reaches the job's agency (the dev agency inbox), the candidate reads it as sent on
 * the submission's detail, downloads its PDF and stops sharing, and /profile lists the agency
 * as stopped. Axe at 320 px and on a desktop, in English and in Spanish.
 */

const PHONE_320 = { width: 320, height: 720 }
const DESKTOP = { width: 1280, height: 800 }

async function sharedAgencies(api: APIRequestContext, candidate: AppliedCandidate) {
  const response = await api.get(
    `/api/CandidateReport/SharedReports?candidateId=${candidate.candidateId}`,
    { headers: { Authorization: `Bearer ${candidate.accessToken}` }, maxRetries: 2 },
  )
  expect(response.ok()).toBe(true)
  return v.parse(sharedReportsResponseSchema, await response.json()).data.agencies
}

/** The ids of the candidate's reports the dev agency inbox holds (`npm run agency -- reports`). */
async function inboxReportIds(api: APIRequestContext, candidate: AppliedCandidate) {
  const response = await api.get(`/api/dev/agency-reports?phone=%2B1${candidate.phone}`, {
    maxRetries: 2,
  })
  expect(response.ok()).toBe(true)
  return v.parse(devAgencyReportsResponseSchema, await response.json()).reports.map((r) => r.id)
}

/** An agency still shared with, and a job whose first report it has taken. */
const deliveredReport = (agencies: readonly SharingAgency[]) => {
  for (const agency of agencies) {
    if (agency.stoppedAt) continue
    const report = agency.reports.find(
      (candidate) => candidate.event === 'candidate.report' && candidate.state === 'sent',
    )
    if (report) return { agency, report }
  }
  return undefined
}

const checkLayoutAndAxe = async (page: Page) => {
  expect(await hasNoHorizontalScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
}

test('the candidate reads what an agency was sent, downloads it, and stops sharing', async ({
  page,
  appliedCandidate,
}) => {
  // The reports go out on the server's queue after the applications are made.
  let found: ReturnType<typeof deliveredReport>
  await expect
    .poll(
      async () => (found = deliveredReport(await sharedAgencies(page.request, appliedCandidate))),
      { timeout: 30_000 },
    )
    .toBeDefined()
  const { agency, report } = found!
  await expect
    .poll(() => inboxReportIds(page.request, appliedCandidate), { timeout: 30_000 })
    .toContain(report.reportId)

  // The detail, on a 320 px phone.
  await page.setViewportSize(PHONE_320)
  await openSignedIn(page, appliedCandidate, `/submissions/${report.jobId}`)
  await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  const panel = page.getByRole('region', { name: `Shared with ${agency.name}` })
  const item = panel
    .getByRole('list', { name: 'Reports sent' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Report sent' }) })
  await expect(item).toContainText('Status: Sent')
  await checkLayoutAndAxe(page)

  // The report as sent.
  await item.getByRole('button', { name: 'See what was sent' }).click()
  await expect(item.getByRole('region', { name: 'Your profile' })).toBeVisible()
  await expect(item.getByRole('region', { name: 'Your interview answers' })).toContainText(
    /forklift/i,
  )
  await expect(item.getByRole('region', { name: 'Your match' })).toContainText(/\d+% match/)
  await expect(item.getByRole('region', { name: 'Your application' })).toContainText(
    report.jobTitle,
  )
  await checkLayoutAndAxe(page)

  // Its PDF, saved under the job's and the agency's names.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`- ${agency.name} - \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  )
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Stop sharing: asked first, then the agency is told to delete what it holds.
  await panel.getByRole('button', { name: `Stop sharing with ${agency.name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Stop sharing with ${agency.name}?` })
  await expect(dialog).toContainText('delete what we sent them about you')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Yes, stop sharing' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByText(/^Sharing stopped on \w{3} \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(panel.getByRole('button', { name: /^Stop sharing/ })).toHaveCount(0)
  await checkLayoutAndAxe(page)
  const stopped = (await sharedAgencies(page.request, appliedCandidate)).find(
    (shared) => shared.agencyId === agency.agencyId,
  )
  expect(stopped?.stoppedAt).toBeTruthy()
  await expect
    .poll(() => inboxReportIds(page.request, appliedCandidate), { timeout: 30_000 })
    .not.toContain(report.reportId)

  // /profile lists the agency, stopped.
  await page.goto('/profile')
  const agencies = page.getByRole('region', { name: 'Agencies with your report' })
  const listed = agencies.getByRole('listitem', { name: agency.name })
  await expect(listed.getByRole('link', { name: agency.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${agency.contactEmail}`,
  )
  await expect(listed).toContainText(/Reports for \d+ jobs?/)
  await expect(listed.getByText(/^Sharing stopped on \w{3} \d{1,2}, \d{4}$/)).toBeVisible()
  await checkLayoutAndAxe(page)

  // A desktop, then Spanish from the header's switch.
  await page.setViewportSize(DESKTOP)
  await checkLayoutAndAxe(page)
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('region', { name: 'Agencias con tu informe' })).toContainText(
    /Dejaste de compartir el /,
  )
  await checkLayoutAndAxe(page)

  await page.goto(`/submissions/${report.jobId}`)
  const panelEs = page.getByRole('region', { name: `Compartido con ${agency.name}` })
  await expect(panelEs.getByRole('heading', { name: 'Informe enviado' })).toBeVisible()
  await panelEs.getByRole('button', { name: 'Ver lo que se envió' }).first().click()
  await expect(panelEs.getByRole('region', { name: 'Tu perfil' })).toBeVisible()
  await checkLayoutAndAxe(page)
  await page.setViewportSize(PHONE_320)
  await checkLayoutAndAxe(page)
})
