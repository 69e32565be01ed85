import { Worker } from 'node:worker_threads'

/**
 * An answer with its steady background noise subtracted (steady-noise.mjs), computed in a worker
 * thread: the stretch from `fromSample` on, its noise floor taken from the whole answer. Answers
 * without audible background come back unchanged. One worker for the process, started on first
 * use and unreferenced while idle; a worker that fails takes its pending answers with it and the
 * next answer starts a new one.
 */

type Reply = { id: number; pcm: Int16Array } | { id: number; error: string }

let worker: Worker | undefined
let nextId = 0
const pending = new Map<
  number,
  { resolve: (pcm: Int16Array) => void; reject: (error: Error) => void }
>()

function noiseWorker(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('./steady-noise-worker.mjs', import.meta.url))
  started.unref()
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if (pending.size === 0) started.unref()
    if ('error' in reply) waiting?.reject(new Error(`noise suppression failed: ${reply.error}`))
    else waiting?.resolve(reply.pcm)
  })
  started.on('error', (error) => {
    for (const waiting of pending.values())
      waiting.reject(new Error(`noise suppression worker failed: ${error.message}`))
    pending.clear()
    worker = undefined
  })
  worker = started
  return started
}

export function suppressSteadyNoise(pcm: Int16Array, fromSample = 0): Promise<Int16Array> {
  const thread = noiseWorker()
  const id = nextId++
  return new Promise<Int16Array>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    thread.ref()
    thread.postMessage({ id, pcm, fromSample })
  })
}
