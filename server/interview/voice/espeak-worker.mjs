/**
 * Runs espeak-ng's WASM build off the main thread: a synthesis blocks its thread for hundreds
 * of milliseconds, which on the main thread would stall every live call's audio and every
 * request. Plain JavaScript so it runs as a worker under tsx, vitest and node alike.
 * Message in: { id, text, voice }. Message out: { id, wav } or { id, error }.
 */
import { parentPort } from 'node:worker_threads'
import ESpeakNg from 'espeak-ng'

parentPort?.on('message', async ({ id, text, voice }) => {
  const errors = []
  let status = 0
  let espeak
  try {
    // One module instance per synthesis: the Emscripten program runs main() once at load.
    espeak = await ESpeakNg({
      // The text goes through a file, not argv, so a question starting with '-' is not an option.
      arguments: ['-w', 'out.wav', '-v', voice, '-f', 'in.txt'],
      preRun: [(module) => module.FS.writeFile('in.txt', text)],
      print: () => {},
      printErr: (line) => errors.push(line),
      // The default handler sets process.exitCode, which would fail the whole server process.
      quit: (code) => {
        status = code
      },
    })
  } catch (error) {
    parentPort?.postMessage({ id, error: `espeak-ng failed to start: ${String(error)}` })
    return
  }
  let wav
  try {
    wav = espeak.FS.readFile('out.wav').slice()
  } catch {
    parentPort?.postMessage({
      id,
      error: `espeak-ng wrote no audio (status ${status}): ${errors[0] ?? ''}`,
    })
    return
  }
  parentPort?.postMessage({ id, wav }, [wav.buffer])
})
