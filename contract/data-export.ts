import * as v from 'valibot'
import { okEnvelope } from './envelope'
import { plainText } from './text'

/**
 * 'Download my data': the candidate asks for one ZIP archive of everything held about them;
 * the server builds it in the background and then offers it through a read-only link that
 * expires (docs/adr/0023-download-my-data.md).
 */

/** How long the link (and the archive) is kept after the archive is ready. */
export const DATA_EXPORT_LINK_HOURS = 24

/** At most this many archives a candidate may ask for in DATA_EXPORT_LINK_HOURS. */
export const DATA_EXPORTS_PER_DAY = 5

/**
 * pending: being made; ready: the link works until expiresAt; failed: it could not be made
 * (asking again starts a new one); expired: it was ready and its link has run out.
 */
export const DATA_EXPORT_STATES = ['pending', 'ready', 'failed', 'expired'] as const
export type DataExportState = (typeof DATA_EXPORT_STATES)[number]

export const dataExportSchema = v.object({
  exportId: v.string(),
  status: v.picklist(DATA_EXPORT_STATES),
  requestedAt: v.string(),
  readyAt: v.nullable(v.string()),
  /** When the link stops working; null until the archive is ready. */
  expiresAt: v.nullable(v.string()),
  /** A read-only link to the ZIP, only while it is ready and not expired. */
  downloadUrl: v.nullable(v.string()),
  /** The ZIP's size in bytes, once ready: the screen says how much it will download. */
  size: v.nullable(v.number()),
})
export type DataExport = v.InferOutput<typeof dataExportSchema>

/** POST /api/Candidate/RequestDataExport {candidateId}. */
export const requestDataExportRequestSchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
})
export type RequestDataExportRequest = v.InferOutput<typeof requestDataExportRequestSchema>

/** The export just queued, or the one still being made (asking twice makes one archive). */
export const requestDataExportResponseSchema = okEnvelope(dataExportSchema)
export type RequestDataExportResponse = v.InferOutput<typeof requestDataExportResponseSchema>

/** GET /api/Candidate/DataExportStatus?candidateId=: the latest export, null when none. */
export const dataExportStatusResponseSchema = okEnvelope(v.nullable(dataExportSchema))
export type DataExportStatusResponse = v.InferOutput<typeof dataExportStatusResponseSchema>

export const DATA_EXPORT_MESSAGES = {
  requested: 'Your data is being prepared',
  status: 'Data export status fetched successfully',
  tooMany: (wait: string) =>
    `You have asked for your data ${DATA_EXPORTS_PER_DAY} times today. Please try again in ${wait}.`,
} as const
