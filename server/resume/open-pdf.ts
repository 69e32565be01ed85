import { getDocumentProxy } from 'unpdf'

/**
 * pdf.js's log level for errors only. Its warnings about a malformed file go to the console,
 * between the server's JSON log lines, one per bad character; pdf.js keeps the level for the
 * whole process, so the analysis's later passes are quiet too.
 */
const PDFJS_ERRORS_ONLY = 0

/**
 * Whether pdf.js, the parser the resume analysis reads PDFs with, opens these bytes as a PDF
 * with a first page. A file that only starts with '%PDF-' (an HTML page behind that header,
 * a renamed text file) has no document structure and is refused. Opening reads the cross
 * reference table and the page tree, not the pages' text, so it stays cheap on a 10 MB file;
 * the analysis later extracts the text in a second, full pass.
 */
export async function opensAsPdf(bytes: Uint8Array): Promise<boolean> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // pdf.js may transfer (detach) the buffer it is given, and the caller keeps these bytes.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: PDFJS_ERRORS_ONLY })
    if (document.numPages < 1) return false
    await document.getPage(1)
    return true
  } catch {
    return false
  } finally {
    await document?.destroy()
  }
}
