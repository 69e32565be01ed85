import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * A local stand-in for an OpenAI-compatible /audio/transcriptions endpoint (the real one is not
 * reachable from tests). Each recording it receives gets the next transcript a test queued, ''
 * when none is queued; every upload is kept for the test to inspect.
 */
interface TranscriberUpload {
  fileName: string
  contentType: string
  bytes: Uint8Array
  /** The `language` form field (ISO-639-1), when the upload had one. */
  language: string | undefined
  /** The transcript it was given. */
  text: string
}

interface StandInTranscriber {
  readonly uploads: readonly TranscriberUpload[]
  /** The transcripts the next recordings get, in order. */
  queue(...texts: string[]): void
}

/**
 * Starts the stand-in in beforeAll and sets `env.TRANSCRIBER` to its URL: register it before
 * useRunningServer({ env }) so the server starts with it.
 */
export function useStandInTranscriber(env: Record<string, string>): StandInTranscriber {
  const uploads: TranscriberUpload[] = []
  const transcripts: string[] = []
  let server: Server | undefined

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        void new Request('http://transcriber.test/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        })
          .formData()
          .then(async (form) => {
            const file = form.get('file')
            const language = form.get('language')
            const text = transcripts.shift() ?? ''
            if (file instanceof File) {
              uploads.push({
                fileName: file.name,
                contentType: file.type,
                bytes: new Uint8Array(await file.arrayBuffer()),
                language: typeof language === 'string' ? language : undefined,
                text,
              })
            }
            response.writeHead(200, { 'content-type': 'application/json' })
            response.end(JSON.stringify({ text }))
          })
      })
    })
    const listening = server
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
    const { port } = listening.address() as AddressInfo
    env.TRANSCRIBER = `http://127.0.0.1:${port}/v1/audio/transcriptions`
  })
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  return {
    uploads,
    queue: (...texts) => void transcripts.push(...texts),
  }
}
