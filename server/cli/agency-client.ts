import * as v from 'valibot'
import {
  devAgencyReportsResponseSchema,
  devApplicationsResponseSchema,
  devApplicationStatusResponseSchema,
  devPersonRequestsResponseSchema,
  type DevAgencyReport,
  type DevApplication,
  type DevPersonRequest,
} from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import type { ApplicationStatus } from '../../contract/applications'

/**
 * The agency CLI talks to a running server's dev endpoints (docs/adr/0057): the embedded
 * database belongs to that server process, and the endpoints run the same services and rules.
 */
export class AgencyClient {
  constructor(private readonly serverUrl: string) {}

  private async request<S extends v.GenericSchema>(
    schema: S,
    path: string,
    init?: RequestInit,
  ): Promise<v.InferOutput<S>> {
    let response: Response
    try {
      response = await fetch(new URL(path, this.serverUrl), init)
    } catch {
      throw new Error(`No server answers at ${this.serverUrl}. Start it with npm start.`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const message =
        typeof body === 'object' && body !== null && 'message' in body
          ? String(body.message)
          : `HTTP ${response.status}`
      if (response.status === 404 && !message.includes('application')) {
        throw new Error(
          `The dev endpoints are off at ${this.serverUrl} (they need SMS_PROVIDER=console).`,
        )
      }
      throw new Error(message)
    }
    return v.parse(schema, body)
  }

  async list(filter: {
    candidateId?: string
    phone?: string
    agency?: string
    openOnly?: boolean
  }): Promise<DevApplication[]> {
    const query = new URLSearchParams()
    if (filter.candidateId) query.set('candidateId', filter.candidateId)
    if (filter.phone) query.set('phone', filter.phone)
    if (filter.agency) query.set('agency', filter.agency)
    if (filter.openOnly) query.set('open', 'true')
    const path = `${endpoints.devApplications.path}?${query.toString()}`
    return (await this.request(devApplicationsResponseSchema, path)).applications
  }

  /** The candidate reports the server's dev agency inbox took, newest first. */
  async reports(filter: { phone?: string; agency?: string }): Promise<DevAgencyReport[]> {
    const query = new URLSearchParams()
    if (filter.phone) query.set('phone', filter.phone)
    if (filter.agency) query.set('agency', filter.agency)
    const path = `${endpoints.devAgencyReports.path}?${query.toString()}`
    return (await this.request(devAgencyReportsResponseSchema, path)).reports
  }

  /** The candidates who asked to talk to a person, newest first. */
  async personRequests(filter: { phone?: string }): Promise<DevPersonRequest[]> {
    const query = new URLSearchParams()
    if (filter.phone) query.set('phone', filter.phone)
    const path = `${endpoints.devPersonRequests.path}?${query.toString()}`
    return (await this.request(devPersonRequestsResponseSchema, path)).requests
  }

  async move(candidateId: string, jobId: string, status: ApplicationStatus) {
    const answer = await this.request(
      devApplicationStatusResponseSchema,
      endpoints.devApplicationStatus.path,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ candidateId, jobId, status }),
      },
    )
    return answer.application
  }
}
