/**
 * How long a saved file's object URL is kept. Revoked at once, some browsers (Firefox, older
 * Safari) drop the download that has only just started; FileSaver.js waits 40 s for the same
 * reason. The memory is the file's own, freed then.
 */
const REVOKE_AFTER_MS = 40_000

/**
 * Saves a file the app has in memory (a Blob fetched with the candidate's token) as a download
 * named `fileName`: an object URL and a click on an `<a download>` the page never shows.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
  }
}
