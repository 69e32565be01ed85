import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { FRAME_MS } from './audio-format'
import { opusPromptCodec, PROMPT_CODEC_NAME, type PromptCodec } from './prompt-codec'
import { decodePromptFile, encodePromptFile } from './prompt-file'
import { espeakSynthesiser } from './synthesise'
import { VOICE_ID_PATTERN, type Synthesiser } from './synthesiser'

/**
 * Recruiter prompts, synthesised and encoded once in a transport's codec (prompt-codec.ts), then
 * reused from memory and from DATA_DIR/prompts across restarts. Synthesis costs hundreds of
 * milliseconds; a cached prompt costs a file read, which is what keeps the gap after an answer
 * under the 900 ms bar. One cache per codec: Opus for the WebRTC call (the default), mu-law for
 * the phone; their ids and file names differ, so they share the folder without mixing. Prompts
 * are kept per voice too: the synthesiser's voice id is in each id and file name, so a server
 * started with another voice never plays the old one's files.
 */
export interface CachedPrompt {
  /** sha256 of version (codec included), voice id and text: also in the file name. */
  id: string
  /** 20 ms frames in the cache's codec (for Opus, one RTP payload each). */
  frames: Uint8Array[]
  durationMs: number
  text: string
}

/** A prompt of the default (Opus) cache; the same shape as any codec's. */
export type OpusPrompt = CachedPrompt

export interface PromptCacheOptions {
  /** DATA_DIR (config.dataDir); prompts go in its prompts/ folder. */
  dataDir: string
  /** The recruiter's voice; espeak-ng en-us when left out. */
  synthesiser?: Synthesiser
  /** Prompts kept in memory; the least recently used beyond this are dropped (files stay). */
  maxInMemory?: number
  /**
   * A cache file that could not be read (it is rebuilt) or written (the prompt is still
   * served from memory). For logging; the cache never fails a prompt over its files.
   */
  onFileError?: (path: string, error: unknown, action: 'read' | 'write') => void
  /** The frames' codec; Opus (the WebRTC call's) when left out. */
  codec?: PromptCodec
}

/**
 * A codec's cache version: bump the last part when what the cache does with speech changes, the
 * codec's version when its encoding does, so old files are not served. The engine and its
 * version are the synthesiser's voice id's business.
 */
export const promptCacheVersion = (codec: PromptCodec) => `${codec.version}/v2`

/** The Opus cache's version, 'opus-voip-24000/v2'. */
export const PROMPT_CACHE_VERSION = promptCacheVersion(opusPromptCodec)

/** Whitespace differences do not change speech, so they should not make a new prompt. */
const normalisePromptText = (text: string) => text.replace(/\s+/g, ' ').trim()

export const promptId = (text: string, voiceId: string, version = PROMPT_CACHE_VERSION) =>
  createHash('sha256')
    .update(`${version}\u0000${voiceId}\u0000${normalisePromptText(text)}`)
    .digest('hex')

/** A prompt's file in DATA_DIR/prompts: voice, id and codec, e.g. `festival-...-slt.<sha>.opus.bin`. */
const promptFileName = (voiceId: string, id: string, codec: PromptCodec) =>
  `${voiceId}.${id}.${codec.name}.bin`

export class PromptCache {
  readonly directory: string
  readonly codec: PromptCodec
  readonly #version: string
  readonly #synthesiser: Synthesiser
  readonly #maxInMemory: number
  readonly #onFileError: PromptCacheOptions['onFileError']
  readonly #memory = new Map<string, CachedPrompt>()
  readonly #pending = new Map<string, Promise<CachedPrompt>>()

  constructor(options: PromptCacheOptions) {
    this.directory = join(options.dataDir, 'prompts')
    this.codec = options.codec ?? opusPromptCodec
    if (!PROMPT_CODEC_NAME.test(this.codec.name)) {
      throw new RangeError(`prompt codec name ${JSON.stringify(this.codec.name)} is not file-safe`)
    }
    this.#version = promptCacheVersion(this.codec)
    this.#synthesiser = options.synthesiser ?? espeakSynthesiser()
    if (!VOICE_ID_PATTERN.test(this.#synthesiser.voiceId)) {
      throw new RangeError(`voice id ${JSON.stringify(this.#synthesiser.voiceId)} is not file-safe`)
    }
    this.#maxInMemory = options.maxInMemory ?? 500
    this.#onFileError = options.onFileError
  }

  /** The prompt for `text`; concurrent calls for the same text share one synthesis. */
  get(text: string): Promise<CachedPrompt> {
    const normalised = normalisePromptText(text)
    if (!normalised) return Promise.reject(new RangeError('empty prompt text'))
    const id = promptId(normalised, this.#synthesiser.voiceId, this.#version)
    const remembered = this.#memory.get(id)
    if (remembered) {
      this.#memory.delete(id) // re-insert: Map order doubles as the LRU order
      this.#memory.set(id, remembered)
      return Promise.resolve(remembered)
    }
    let pending = this.#pending.get(id)
    if (!pending) {
      pending = this.#load(id, normalised).finally(() => this.#pending.delete(id))
      this.#pending.set(id, pending)
    }
    return pending
  }

  /** Warms the cache, e.g. with the fixed questions at start-up. */
  async preload(texts: Iterable<string>): Promise<void> {
    for (const text of texts) await this.get(text)
  }

  async #load(id: string, text: string): Promise<CachedPrompt> {
    const path = join(this.directory, promptFileName(this.#synthesiser.voiceId, id, this.codec))
    let frames: Uint8Array[] | undefined
    try {
      frames = decodePromptFile(new Uint8Array(await readFile(path)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.#onFileError?.(path, error, 'read')
    }
    if (!frames) {
      frames = await this.#build(text)
      await this.#store(path, frames).catch((error: unknown) =>
        this.#onFileError?.(path, error, 'write'),
      )
    }
    const prompt: CachedPrompt = { id, frames, durationMs: frames.length * FRAME_MS, text }
    this.#memory.set(id, prompt)
    for (const oldest of this.#memory.keys()) {
      if (this.#memory.size <= this.#maxInMemory) break
      this.#memory.delete(oldest)
    }
    return prompt
  }

  async #build(text: string): Promise<Uint8Array[]> {
    const pcm = await this.#synthesiser.synthesise(text)
    return this.codec.encode(pcm)
  }

  /** Write-then-rename, so another process (or a crash) never sees half a file. */
  async #store(path: string, frames: Uint8Array[]): Promise<void> {
    await mkdir(this.directory, { recursive: true })
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await writeFile(temporary, encodePromptFile(frames))
      await rename(temporary, path)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }
}
