import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { RecogniserError, RecogniserPool, RecogniserTimeout } from './recogniser-pool'

/**
 * The pool with stand-in recognisers: shell scripts that speak pocketsphinx_batch's protocol
 * (a name a line in, 'words (name score)' out) and misbehave on purpose. Each writes its process
 * id to a file named by its second argument, so a test can see which recogniser answered and
 * whether one is still alive.
 */
const dir = mkdtempSync(join(tmpdir(), 'hirelane-recogniser-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const script = (name: string, body: string) => {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\necho $$ >> "$1"\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

const ECHO = script('echo.sh', 'while read name; do echo "heard $name ($name -100)"; done')
const HANG = script('hang.sh', 'while read name; do sleep 1000; done')
const CRASH = script('crash.sh', 'read name\necho "FATAL: no acoustic model" >&2\nexit 1')
const WRONG = script('wrong.sh', 'while read name; do echo "heard (someone-else 0)"; done')
/** Answers after the line 'go' appears in the file named by its third argument. */
const GATED = script(
  'gated.sh',
  'while read name; do until grep -q go "$2"; do sleep 0.05; done; echo "gated ($name 0)"; done',
)

/**
 * Reads its control files as pocketsphinx_batch does with -lmnamectl: an utterance name from
 * -ctl ($4), then that utterance's model name from -lmnamectl ($6), and answers with both.
 */
const TWO_FILES = script(
  'two-files.sh',
  'exec 3<"$4" 4<"$6"\nwhile read name <&3; do read model <&4; echo "$model $name ($name -100)"; done',
)

const pools: RecogniserPool[] = []
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close()
})

let runs = 0
const poolOf = (
  command: string,
  options: { size?: number; timeoutMs?: number; pipeDir?: string } = {},
) => {
  const started = join(dir, `started-${++runs}`)
  const gate = join(dir, `gate-${runs}`)
  writeFileSync(started, '')
  writeFileSync(gate, '')
  const pool = new RecogniserPool({
    command,
    args: [started, gate],
    size: options.size ?? 2,
    timeoutMs: options.timeoutMs ?? 10_000,
    idleMs: 60_000,
    niceness: 10,
    ...(options.pipeDir ? { modelPerUtterance: { pipeDir: options.pipeDir } } : {}),
  })
  pools.push(pool)
  const pids = () => readFileSync(started, 'utf8').split('\n').filter(Boolean).map(Number)
  return { pool, pids, open: () => writeFileSync(gate, 'go\n') }
}

/** Running: it exists and is not a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z'
  } catch {
    return false
  }
}

const waitUntil = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('the recogniser pool', () => {
  it('answers request after request from one long-lived recogniser', async () => {
    const { pool, pids } = poolOf(ECHO)
    await expect(pool.decode('answer-1')).resolves.toBe('heard answer-1')
    await expect(pool.decode('answer-2')).resolves.toBe('heard answer-2')
    expect(pids()).toHaveLength(1)
  })

  it('runs at most `size` recognisers; the rest wait their turn', async () => {
    const { pool, pids, open } = poolOf(GATED, { size: 2 })
    const answers = ['a-1', 'a-2', 'a-3'].map((name) => pool.decode(name))
    await waitUntil(() => pids().length === 2)
    expect(pool.pids).toHaveLength(2)
    open()
    await expect(Promise.all(answers)).resolves.toEqual(['gated', 'gated', 'gated'])
    expect(pids()).toHaveLength(2)
  })

  it('gives up on a hung recogniser at the timeout and kills it; the next request gets a new one', async () => {
    const { pool, pids } = poolOf(HANG, { timeoutMs: 300 })
    await expect(pool.decode('answer-1')).rejects.toBeInstanceOf(RecogniserTimeout)
    const [hung] = pids()
    await waitUntil(() => !alive(hung!))
    await expect(pool.decode('answer-2')).rejects.toThrow('no transcript within 300 ms')
    expect(pids()).toHaveLength(2)
  })

  it('times out a request still waiting for a busy recogniser', async () => {
    const { pool } = poolOf(HANG, { size: 1, timeoutMs: 300 })
    const [first, second] = await Promise.allSettled([pool.decode('first'), pool.decode('second')])
    expect(first).toMatchObject({ status: 'rejected', reason: expect.any(RecogniserTimeout) })
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(RecogniserTimeout) })
  })

  it('fails the request when the recogniser exits, with what it said on stderr', async () => {
    const { pool } = poolOf(CRASH)
    const error = await pool.decode('answer-1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RecogniserError)
    expect((error as Error).message).toContain('FATAL: no acoustic model')
  })

  it('drops a recogniser that answers for another utterance', async () => {
    const { pool, pids } = poolOf(WRONG)
    await expect(pool.decode('answer-1')).rejects.toThrow(/unexpected recogniser output/)
    const [confused] = pids()
    await waitUntil(() => !alive(confused!))
  })

  it('refuses names that are not one plain word, and everything once closed', async () => {
    const { pool, pids } = poolOf(HANG)
    await expect(pool.decode('a b')).rejects.toThrow(/not an utterance name/)
    const waiting = pool.decode('answer-1').catch((error: unknown) => error)
    await waitUntil(() => pids().length === 1)
    await pool.close()
    expect(await waiting).toEqual(new RecogniserError('the recogniser pool closed'))
    // close() waits for the pipes to close; the process may still be in its exit for a moment.
    const [stopped] = pids()
    await waitUntil(() => !alive(stopped!))
    await expect(pool.decode('answer-2')).rejects.toThrow('the recogniser pool is closed')
  })

  it('tells a recogniser which model to decode each utterance with, in step with its names', async () => {
    const pipeDir = mkdtempSync(join(dir, 'pipes-'))
    const { pool, pids } = poolOf(TWO_FILES, { pipeDir, size: 1 })
    await expect(pool.decode('answer-1', 'jobTypes')).resolves.toBe('jobTypes answer-1')
    const answers = [pool.decode('answer-2', 'general'), pool.decode('answer-3', 'pay')]
    await expect(Promise.all(answers)).resolves.toEqual(['general answer-2', 'pay answer-3'])
    expect(pids()).toHaveLength(1)
    // A model must be named, as one plain word.
    await expect(pool.decode('answer-4')).rejects.toThrow(/not a model for this pool/)
    await expect(pool.decode('answer-4', 'pay rate')).rejects.toThrow(/not a model for this pool/)
    expect(readdirSync(pipeDir)).toHaveLength(2)
    await pool.close()
    expect(readdirSync(pipeDir)).toEqual([])
  })

  it('refuses a model name when its recogniser has one model', async () => {
    const { pool } = poolOf(ECHO)
    await expect(pool.decode('answer-1', 'pay')).rejects.toThrow(/not a model for this pool/)
  })
})
