/**
 * Usage events of the sharing screens. Properties carry HTTP statuses only, never an agency's
 * or a job's name.
 */
export const sharingEvents = {
  stopped: 'sharing_stopped',
  stopFailed: 'sharing_stop_failed',
  pdfDownloaded: 'shared_report_pdf_downloaded',
  pdfFailed: 'shared_report_pdf_failed',
} as const
