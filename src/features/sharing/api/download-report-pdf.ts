import { useMutation } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { analytics } from '@/shared/analytics/analytics'
import { saveFile } from '@/shared/document/save-file'
import { backendApi } from '@/shared/http/api-clients'
import { ApiError, isApiError } from '@/shared/http/api-error'
import { toApiError } from '@/shared/http/to-api-error'
import { sharingEvents } from '../model/sharing-events'

const PDF = 'application/pdf'

/**
 * GET /api/CandidateReport/ReportPdf?candidateId=&reportId= as a Blob, through the candidate's
 * client (its bearer token; a plain link could not carry it). Anything but a PDF is an error:
 * saving an error page as 'report.pdf' would leave the candidate a file that does not open.
 */
const getReportPdf = async (candidateId: string, reportId: string): Promise<Blob> => {
  let response: Response
  try {
    response = await backendApi.get(relativePath('sentReportPdf'), {
      searchParams: { candidateId, reportId },
      headers: { accept: PDF },
    })
  } catch (error) {
    throw toApiError(error)
  }
  const type = response.headers.get('content-type') ?? ''
  if (type.split(';')[0]?.trim().toLowerCase() !== PDF) {
    throw new ApiError(`Expected ${PDF}, got ${type || 'no content type'}`, {
      status: response.status,
      userMessage: 'The server sent an unexpected response',
      transport: 'malformed',
    })
  }
  try {
    return await response.blob()
  } catch (error) {
    throw toApiError(error)
  }
}

interface DownloadReportPdfInput {
  candidateId: string
  reportId: string
  fileName: string
}

/** Fetches the report's PDF and saves it as `fileName`. */
const downloadReportPdf = async ({
  candidateId,
  reportId,
  fileName,
}: DownloadReportPdfInput): Promise<void> => {
  saveFile(await getReportPdf(candidateId, reportId), fileName)
}

/** The Download PDF button's handle: online only, never repeated on its own. */
export const useDownloadReportPdf = () =>
  useMutation({
    mutationFn: downloadReportPdf,
    networkMode: 'always',
    retry: false,
    onSuccess: () => analytics.capture(sharingEvents.pdfDownloaded),
    onError: (error) =>
      analytics.capture(sharingEvents.pdfFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
