import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Pcm } from './audio-format'
import { schemeString, speakableText } from './festival-text'
import { SynthesisError, voiceIdOf, type Synthesiser } from './synthesiser'
import { parseWav } from './wav'

/**
 * Festival (Debian `festival`) with the HTS voice cmu_us_slt (`festvox-us-slt-hts`): far more
 * natural than espeak-ng. Each process is long-lived, fed Scheme commands on stdin
 * (`festival --pipe`): starting Festival and loading the voice costs ~0.3 s, a short sentence
 * in a warm process 30-150 ms, which is what keeps a confirmation synthesised during the call
 * inside the reply-gap bar. Up to one process per core, started as calls need them; each
 * command writes a WAV file into a private temporary folder and prints a marker when done.
 */
export const FESTIVAL_VOICE = 'cmu_us_slt_arctic_hts'

/**
 * Scheme cells in Festival's heap. Its default (10 million) is ~310 MB of memory touched per
 * process; a million (~50 MB) synthesises any prompt, since utterances live outside the heap.
 */
const HEAP_CELLS = 1_000_000

/**
 * Longer texts are refused: HTS time grows faster than the length (20 sentences take seconds),
 * and a prompt is a sentence or two.
 */
export const MAX_FESTIVAL_TEXT = 1000

const DEFAULT_TIMEOUT_MS = 10_000

/** A voice name goes into a command as a symbol ((voice_NAME)), so it is checked strictly. */
const FESTIVAL_VOICE_PATTERN = /^[a-z0-9_]{1,64}$/i

export interface FestivalOptions {
  /** A Festival voice; cmu_us_slt_arctic_hts when left out. */
  voice?: string
  /** The program and its arguments (tests: a stand-in); festival --heap ... --pipe by default. */
  command?: string
  args?: string[]
  /** The most processes to run at once; one per core by default. */
  processes?: number
  /** How long a synthesis may take, from when it is asked for; the process is then killed. */
  timeoutMs?: number
  /** Where its working directory is made: the system's temporary directory by default. */
  temporaryRoot?: string
}

/** Festival or its voice is not installed: what the start line says, and why. */
export class FestivalUnavailableError extends SynthesisError {
  override name = 'FestivalUnavailableError'
}

/** Start, synthesise 'Hello.' (the first process is then warm), and return the voice. */
export async function startFestival(options: FestivalOptions = {}): Promise<Synthesiser> {
  const voice = options.voice ?? FESTIVAL_VOICE
  if (!FESTIVAL_VOICE_PATTERN.test(voice)) {
    throw new SynthesisError(`invalid Festival voice name ${voice}`)
  }
  const pool = new FestivalPool({
    voice,
    command: options.command ?? 'festival',
    args: options.args ?? ['--heap', String(HEAP_CELLS), '--pipe'],
    processes: Math.max(1, options.processes ?? availableParallelism()),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    directory: await mkdtemp(join(options.temporaryRoot ?? tmpdir(), 'hirelane-festival-')),
  })
  try {
    const version = await pool.version()
    await pool.synthesise('Hello.')
    return {
      // '2.5.0:release December 2017' -> '2.5.0'
      voiceId: voiceIdOf('festival', version.split(':')[0] ?? version, voice),
      description: `festival ${voice}`,
      synthesise: (text) => pool.synthesise(text),
      close: () => pool.close(),
    }
  } catch (error) {
    await pool.close()
    throw error
  }
}

/** Quieter than this (about -40 dBFS) counts as the silence before the first word. */
const SILENCE_LEVEL = 300
const LEAD_IN_MS = 30

/**
 * Festival starts each utterance with ~200 ms of silence (its opening pause segment), which a
 * candidate hears as a longer wait for the reply; keep a short lead-in only.
 */
function withShortLeadIn({ samples, sampleRate }: Pcm): Pcm {
  const firstSound = samples.findIndex((sample) => Math.abs(sample) > SILENCE_LEVEL)
  const start = Math.max(0, firstSound - Math.round((sampleRate * LEAD_IN_MS) / 1000))
  return { samples: firstSound <= 0 ? samples : samples.subarray(start), sampleRate }
}

interface PoolSettings {
  voice: string
  command: string
  args: string[]
  processes: number
  timeoutMs: number
  directory: string
}

class FestivalPool {
  readonly #settings: PoolSettings
  readonly #processes = new Set<FestivalProcess>()
  #nextJob = 0
  #closed = false
  /** The version the first process reported while loading the voice. */
  #version: Promise<string> | undefined

  constructor(settings: PoolSettings) {
    this.#settings = settings
  }

  version(): Promise<string> {
    if (!this.#version) this.#pick()
    return this.#version ?? Promise.reject(new SynthesisError('Festival did not start'))
  }

  async synthesise(text: string): Promise<Pcm> {
    if (this.#closed) throw new SynthesisError('Festival has been closed')
    const speakable = speakableText(text)
    if (!speakable) throw new SynthesisError('nothing to say')
    if (speakable.length > MAX_FESTIVAL_TEXT) {
      throw new SynthesisError(`text longer than ${MAX_FESTIVAL_TEXT} characters`)
    }
    const job = this.#nextJob++
    const path = join(this.#settings.directory, `${job}.wav`)
    try {
      await this.#pick().run(
        job,
        `(utt.save.wave (utt.synth (Utterance Text ${schemeString(speakable)})) ${schemeString(path)} 'riff)`,
      )
      const pcm = parseWav(new Uint8Array(await readFile(path)))
      if (pcm.samples.length === 0) throw new SynthesisError('Festival wrote an empty file')
      return withShortLeadIn(pcm)
    } finally {
      await rm(path, { force: true })
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    await Promise.all([...this.#processes].map((process) => process.stop()))
    await rm(this.#settings.directory, { recursive: true, force: true })
  }

  /** An idle process, else a new one while under the limit, else the least busy. */
  #pick(): FestivalProcess {
    const running = [...this.#processes]
    const idle = running.find((process) => process.load === 0)
    if (idle) return idle
    if (running.length < this.#settings.processes) return this.#start()
    return running.reduce((least, process) => (process.load < least.load ? process : least))
  }

  #start(): FestivalProcess {
    const { command, args, voice, timeoutMs } = this.#settings
    const process = new FestivalProcess(command, args, timeoutMs, () =>
      this.#processes.delete(process),
    )
    this.#processes.add(process)
    // Loading the voice is the process's first command; should it fail, the process stops
    // with it, so no later command is spoken in Festival's default voice.
    const loaded = process.run(this.#nextJob++, `(voice_${voice})`, {
      okValue: 'festival_version',
      fatal: true,
    })
    this.#version ??= loaded.catch((error: unknown) => {
      if (error instanceof SynthesisError && /unbound variable/.test(error.message)) {
        throw new FestivalUnavailableError(`festival has no voice ${voice}`)
      }
      throw error
    })
    // Failures reach the jobs queued behind the voice; this one needs no other handler.
    loaded.catch(() => {})
    return process
  }
}

interface Job {
  resolve: (value: string) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
  /** The value the 'ok' marker carried: set when the command's body finished. */
  ok?: string
  fatal: boolean
}

/** How a job's command reports: 'hirelane ok N value' when it worked, 'hirelane end N' always. */
const MARKER = /hirelane (ok|end) (\d+)(?: (.*))?$/

/** One `festival --pipe`: commands run in order, so their markers come back in order. */
class FestivalProcess {
  readonly #child: ChildProcessWithoutNullStreams
  readonly #timeoutMs: number
  readonly #jobs = new Map<number, Job>()
  readonly #exited: Promise<void>
  readonly #onGone: () => void
  #stdout = ''
  /** Festival's error lines since the last command ended, for the next failure's message. */
  #errors: string[] = []
  #failure: Error | undefined

  /** `onGone`: the process failed or exited, so the pool must not give it more work. */
  constructor(command: string, args: string[], timeoutMs: number, onGone: () => void) {
    this.#timeoutMs = timeoutMs
    this.#onGone = onGone
    this.#child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    this.#exited = new Promise((resolve) => {
      this.#child.once('close', () => resolve())
      this.#child.once('error', () => resolve())
    })
    this.#child.once('error', (error: NodeJS.ErrnoException) => {
      this.#fail(
        error.code === 'ENOENT'
          ? new FestivalUnavailableError('festival is not installed')
          : new SynthesisError(`festival could not start: ${error.message}`),
      )
    })
    this.#child.once('exit', (code, signal) => {
      this.#fail(new SynthesisError(`festival exited (${signal ?? code}) ${this.#errorText()}`))
    })
    // A write after the process died fails here; the exit above fails the jobs.
    this.#child.stdin.on('error', () => {})
    this.#child.stdout.setEncoding('latin1')
    this.#child.stdout.on('data', (chunk: string) => this.#read(chunk))
    this.#child.stderr.setEncoding('latin1')
    this.#child.stderr.on('data', (chunk: string) => {
      this.#errors.push(...chunk.split('\n').filter((line) => line.trim()))
      this.#errors = this.#errors.slice(-5)
    })
    this.#reference(false)
  }

  /** Commands sent and not yet answered. */
  get load(): number {
    return this.#jobs.size
  }

  /**
   * Runs `body`; resolves with the value of the Scheme expression `okValue` (none by default)
   * once it finished, rejects with Festival's error when it failed. A fatal job's failure stops
   * the process.
   */
  run(
    id: number,
    body: string,
    { okValue = '""', fatal = false }: { okValue?: string; fatal?: boolean } = {},
  ): Promise<string> {
    if (this.#failure) return Promise.reject(this.#failure)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#fail(new SynthesisError(`festival took longer than ${this.#timeoutMs} ms`))
      }, this.#timeoutMs)
      this.#jobs.set(id, { resolve, reject, timer, fatal })
      this.#reference(true)
      // Festival's unwind-protect catches an error in its body (and runs its second form only
      // then), so the 'end' marker after it comes whether the body worked or not.
      this.#child.stdin.write(
        `(begin (unwind-protect (begin ${body} (format t "hirelane ok ${id} %s\\n" ${okValue})) nil) ` +
          `(format t "hirelane end ${id}\\n") (fflush nil))\n`,
      )
    })
  }

  /** Ends the process (end of input makes Festival exit) and fails what it still had. */
  async stop(): Promise<void> {
    this.#fail(new SynthesisError('Festival has been closed'))
    this.#reference(true) // or the process may end before the child's exit is seen
    await this.#exited
  }

  #read(chunk: string): void {
    this.#stdout += chunk
    const lines = this.#stdout.split('\n')
    this.#stdout = lines.pop() ?? ''
    for (const line of lines) {
      const marker = MARKER.exec(line)
      const job = marker && this.#jobs.get(Number(marker[2]))
      if (!marker || !job) continue
      if (marker[1] === 'ok') {
        job.ok = marker[3] ?? ''
        continue
      }
      this.#jobs.delete(Number(marker[2]))
      clearTimeout(job.timer)
      if (job.ok !== undefined) {
        job.resolve(job.ok)
      } else {
        const error = new SynthesisError(`festival failed: ${this.#errorText()}`)
        job.reject(error)
        if (job.fatal) this.#fail(error)
      }
      this.#errors = []
    }
    this.#reference(this.#jobs.size > 0)
  }

  /** Fails every job and ends the process: after a timeout or a crash its state is unknown. */
  #fail(error: Error): void {
    this.#failure ??= error
    this.#onGone()
    for (const job of this.#jobs.values()) {
      clearTimeout(job.timer)
      job.reject(error)
    }
    this.#jobs.clear()
    this.#child.stdin.end()
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#child.kill('SIGKILL')
    }
  }

  #errorText(): string {
    return this.#errors.join(' / ').slice(0, 300)
  }

  /** An idle process does not keep the server's process alive; a busy one does. */
  #reference(busy: boolean): void {
    for (const handle of [this.#child, this.#child.stdout, this.#child.stderr, this.#child.stdin]) {
      const referable = handle as unknown as { ref?: () => void; unref?: () => void }
      if (busy) referable.ref?.()
      else referable.unref?.()
    }
  }
}
