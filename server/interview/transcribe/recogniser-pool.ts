import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/**
 * Long-lived pocketsphinx_batch processes, off the event loop. Each reads utterance names from
 * its control file (-ctl /dev/stdin, one a line, read as they come) and answers each on its
 * hypothesis file (-hyp /dev/stdout, unbuffered) as 'words (name score)', so the acoustic
 * model loads once per process rather than once per answer. At most `size` run (one per CPU
 * core), each at a low scheduling priority so the calls' 20 ms audio pacing always comes first;
 * requests beyond that wait their turn. A request not answered within its timeout fails, and a
 * recogniser still working on it is killed (a new one starts for the next request). A
 * recogniser idle for idleMs is stopped to give its memory back.
 *
 * Node's stdio pipes are socket pairs, which the recogniser cannot open by name (/dev/stdin:
 * 'No such device or address'), so each runs in a shell pipeline, cat | recogniser | cat, that
 * gives it real pipes; nice lowers the priority of all of it. The pipeline is its own process
 * group, killed as one; when the recogniser ends by itself it takes the group with it (kill 0),
 * or the shell would wait for the first cat, which waits for a line that never comes.
 *
 * With `modelPerUtterance`, each request also names the language model to decode it with (one
 * of the recogniser's -lmctl models). The recogniser reads that name from a second control file
 * (-lmnamectl) line for line with the first, so the shell splits each 'utterance model' line
 * the pool writes into two named pipes, one per control file, private to that recogniser.
 */

interface RecogniserPoolOptions {
  command: string
  args: readonly string[]
  /** How many recognisers may run at once. */
  size: number
  /** From the request to its answer, queueing included. */
  timeoutMs: number
  idleMs: number
  /** Scheduling niceness (0 normal, 19 lowest). */
  niceness: number
  /**
   * Each utterance decoded with the language model its request names: the named pipes of its
   * control files go in this directory. Without it, the recogniser's own -ctl is used.
   */
  modelPerUtterance?: { pipeDir: string }
}

export class RecogniserError extends Error {
  override name = 'RecogniserError'
}

export class RecogniserTimeout extends RecogniserError {
  override name = 'RecogniserTimeout'
}

interface Request {
  utterance: string
  model: string | undefined
  resolve(hypothesis: string): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
  worker?: Worker
}

interface Worker {
  child: ChildProcess
  busy: Request | undefined
  idleTimer: ReturnType<typeof setTimeout> | undefined
  /** The last lines it wrote to stderr: why it exited, if it did. */
  stderrTail: string[]
  /** Every process of the pipeline has exited and its pipes are closed. */
  closed: boolean
  exited: Promise<void>
}

const STDERR_LINES = 8

/** The recogniser reads its control file from stdin; it needs a real pipe to open it by name. */
const PIPELINE = 'cat | { "$0" "$@"; kill 0; } | cat'

/**
 * The recogniser reads utterance names and model names from two named pipes ($1 and $2), which
 * a loop fills from the 'utterance model' lines on stdin (fd 5: a job in the background would
 * get /dev/null as its stdin). The recogniser opens -ctl first, so the loop opens that first.
 */
const MODEL_PER_UTTERANCE_PIPELINE = [
  'c="$1"; l="$2"; shift 2',
  'mkfifo "$c" "$l" || exit 1',
  'exec 5<&0',
  'while read -r u m; do printf \'%s\\n\' "$u" >&3; printf \'%s\\n\' "$m" >&4; done <&5 3>"$c" 4>"$l" &',
  '{ "$0" "$@" -ctl "$c" -lmnamectl "$l"; kill 0; } | cat',
].join('\n')

const NAME = /^[\w.-]+$/

/** The whole pipeline: its process group, while any of it may still run. */
function kill(worker: Worker, signal: NodeJS.Signals): void {
  const pid = worker.child.pid
  if (pid === undefined || worker.closed) return
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

/** 'words (name score)' -> words; undefined when the line is not the answer for `utterance`. */
export function hypothesisOf(line: string, utterance: string): string | undefined {
  const match = line.match(/^(.*?) ?\((\S+) -?\d+\)\s*$/)
  if (!match || match[2] !== utterance) return undefined
  return match[1]!.trim()
}

export class RecogniserPool {
  readonly #options: RecogniserPoolOptions
  readonly #workers = new Set<Worker>()
  readonly #queue: Request[] = []
  #closed = false
  #started = 0

  constructor(options: RecogniserPoolOptions) {
    this.#options = options
  }

  /** Process ids of the running recognisers (the benchmark reads their memory). */
  get pids(): number[] {
    return [...this.#workers].flatMap((worker) => (worker.child.pid ? [worker.child.pid] : []))
  }

  /** Starts one recogniser ahead of the first request, if none runs, so it pays the model load. */
  warm(): void {
    if (this.#closed || this.#workers.size > 0) return
    this.#scheduleIdle(this.#start())
  }

  /**
   * The hypothesis for the utterance the recogniser finds under this name (its -cepdir), decoded
   * with the named language model (with modelPerUtterance only; it must be one the recogniser
   * loaded).
   */
  decode(utterance: string, model?: string): Promise<string> {
    if (this.#closed) return Promise.reject(new RecogniserError('the recogniser pool is closed'))
    if (!NAME.test(utterance))
      return Promise.reject(new RecogniserError(`not an utterance name: ${utterance}`))
    const perUtterance = this.#options.modelPerUtterance !== undefined
    if (perUtterance !== (model !== undefined) || (model !== undefined && !NAME.test(model)))
      return Promise.reject(new RecogniserError(`not a model for this pool: ${model}`))
    return new Promise<string>((resolve, reject) => {
      const request: Request = {
        utterance,
        model,
        resolve,
        reject,
        timer: setTimeout(() => this.#timeOut(request), this.#options.timeoutMs),
      }
      this.#queue.push(request)
      this.#pump()
    })
  }

  /** Fails whatever waits and stops every recogniser. */
  async close(): Promise<void> {
    this.#closed = true
    for (const request of this.#queue.splice(0))
      this.#settle(request, new RecogniserError('the recogniser pool closed'))
    const exits = [...this.#workers].map((worker) => {
      if (worker.busy) this.#settle(worker.busy, new RecogniserError('the recogniser pool closed'))
      worker.busy = undefined
      this.#retire(worker, 'SIGKILL')
      return worker.exited
    })
    await Promise.all(exits)
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let worker = [...this.#workers].find((candidate) => !candidate.busy)
      if (!worker && this.#workers.size < this.#options.size) worker = this.#start()
      if (!worker) return
      const request = this.#queue.shift()!
      if (worker.idleTimer) clearTimeout(worker.idleTimer)
      worker.idleTimer = undefined
      worker.busy = request
      request.worker = worker
      const line = request.model ? `${request.utterance} ${request.model}` : request.utterance
      worker.child.stdin?.write(`${line}\n`)
    }
  }

  #start(): Worker {
    const { command, args, niceness, modelPerUtterance } = this.#options
    const pipes = modelPerUtterance
      ? ['ctl', 'lmname'].map((kind) =>
          join(modelPerUtterance.pipeDir, `recogniser-${process.pid}-${++this.#started}.${kind}`),
        )
      : []
    const pipeline = modelPerUtterance ? MODEL_PER_UTTERANCE_PIPELINE : PIPELINE
    const child = spawn(
      'nice',
      ['-n', String(niceness), 'sh', '-c', pipeline, command, ...pipes, ...args],
      { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
    )
    const worker: Worker = {
      child,
      busy: undefined,
      idleTimer: undefined,
      stderrTail: [],
      closed: false,
      exited: new Promise<void>((resolve) =>
        child.once('close', () => {
          worker.closed = true
          for (const pipe of pipes) rmSync(pipe, { force: true })
          resolve()
        }),
      ),
    }
    this.#workers.add(worker)
    // A write to a recogniser that just died fails here; its exit handler reports it.
    child.stdin?.on('error', () => undefined)
    createInterface({ input: child.stderr! }).on('line', (line) => {
      worker.stderrTail.push(line)
      if (worker.stderrTail.length > STDERR_LINES) worker.stderrTail.shift()
    })
    createInterface({ input: child.stdout! }).on('line', (line) => this.#answered(worker, line))
    const gone = (why: string) => {
      if (!this.#workers.delete(worker)) return
      if (worker.idleTimer) clearTimeout(worker.idleTimer)
      const request = worker.busy
      worker.busy = undefined
      if (request) {
        const tail = worker.stderrTail.join(' | ')
        this.#settle(
          request,
          new RecogniserError(`the recogniser ${why}${tail ? `: ${tail}` : ''}`),
        )
      }
      if (!this.#closed) this.#pump()
    }
    child.once('error', (error) => gone(`could not run (${error.message})`))
    // After the pipes closed, so that stderr has said all it had to.
    child.once('close', (code, signal) => gone(`exited (${signal ?? `code ${code}`})`))
    return worker
  }

  #answered(worker: Worker, line: string): void {
    const request = worker.busy
    if (!request) return
    const hypothesis = hypothesisOf(line, request.utterance)
    worker.busy = undefined
    if (hypothesis === undefined) {
      // Out of step with what was asked: no later answer from it can be trusted.
      this.#retire(worker, 'SIGKILL')
      this.#settle(request, new RecogniserError(`unexpected recogniser output: ${line}`))
      return
    }
    this.#settle(request, hypothesis)
    this.#scheduleIdle(worker)
    this.#pump()
  }

  #scheduleIdle(worker: Worker): void {
    if (worker.busy || !this.#workers.has(worker)) return
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    worker.idleTimer = setTimeout(() => {
      worker.idleTimer = undefined
      if (!worker.busy) this.#retire(worker, 'SIGTERM')
    }, this.#options.idleMs)
    worker.idleTimer.unref()
  }

  #timeOut(request: Request): void {
    const queued = this.#queue.indexOf(request)
    if (queued >= 0) this.#queue.splice(queued, 1)
    const worker = request.worker
    if (worker?.busy === request) {
      worker.busy = undefined
      this.#retire(worker, 'SIGKILL')
    }
    this.#settle(
      request,
      new RecogniserTimeout(`no transcript within ${this.#options.timeoutMs} ms`),
    )
  }

  /** Takes a recogniser out of service at once and stops it; a new one may start meanwhile. */
  #retire(worker: Worker, signal: NodeJS.Signals): void {
    this.#workers.delete(worker)
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    worker.idleTimer = undefined
    kill(worker, signal)
  }

  #settle(request: Request, outcome: string | Error): void {
    clearTimeout(request.timer)
    if (typeof outcome === 'string') request.resolve(outcome)
    else request.reject(outcome)
  }
}
