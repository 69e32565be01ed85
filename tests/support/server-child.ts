import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * A real server in a child process that a test can kill -9 (server-child-main.ts): crash
 * recovery is only proven by a process that dies without running a line of its shutdown.
 */

const CHILD_MAIN = fileURLToPath(new URL('./server-child-main.ts', import.meta.url))

export interface ChildEvent {
  event: string
  [field: string]: unknown
}

export interface ServerChild {
  /** The child server's URL (from its 'ready' line). */
  readonly url: string
  /** Every event line the child printed so far, in order. */
  readonly events: readonly ChildEvent[]
  /** The server's log lines so far (JSON lines on its stderr), parsed. */
  logs(): Array<Record<string, unknown>>
  /** Resolves with the `count`-th event of this name (at once if already printed). */
  /** The count-th such event; with `queue`, only job events of that queue count. */
  waitFor(
    event: string,
    options?: { count?: number; timeoutMs?: number; queue?: string },
  ): Promise<ChildEvent>
  /** Writes one command line to the child's stdin (server-child-main.ts lists them). */
  send(command: Record<string, unknown>): void
  /** How the child ended ('SIGKILL', 'code 1'), or undefined while it runs. */
  exitedWith(): string | undefined
  /** The child's process id (a restart would change it). */
  readonly pid: number
  /** SIGKILL to the child's whole process group (the server and anything it started). */
  kill(): Promise<void>
  /** SIGTERM: the server closes as on a normal shutdown. */
  stop(): Promise<void>
}

/**
 * Starts server-child-main.ts with these environment variables (over this process's) and
 * resolves once it printed 'ready'. The child leads its own process group so kill() takes its
 * helpers (an embedded Azurite) down with it, as a machine crash would.
 */
export async function startServerChild(
  env: Record<string, string>,
  { readyTimeoutMs = 60_000 } = {},
): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_MAIN], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const events: ChildEvent[] = []
  const listeners = new Set<() => void>()
  let stderr = ''
  let pending = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines.filter(Boolean)) events.push(JSON.parse(line) as ChildEvent)
    for (const listener of listeners) listener()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8')
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => {
    for (const listener of listeners) listener()
  })

  const waitFor: ServerChild['waitFor'] = (event, { count = 1, timeoutMs = 30_000, queue } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.filter(
          (line) => line.event === event && (queue === undefined || line.queue === queue),
        )[count - 1]
        if (found) return finish(() => resolve(found))
        if (child.exitCode !== null || child.signalCode !== null) {
          finish(() => reject(exitError(child, `before printing ${event}`, stderr)))
        }
      }
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`No ${event} within ${timeoutMs} ms. ${stderr.slice(-4000)}`)),
          ),
        timeoutMs,
      )
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        listeners.delete(check)
        settle()
      }
      listeners.add(check)
      check()
    })

  const signal = async (name: NodeJS.Signals, group: boolean) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    if (group && child.pid) process.kill(-child.pid, name)
    else child.kill(name)
    await exited
  }

  try {
    const ready = await waitFor('ready', { timeoutMs: readyTimeoutMs })
    return {
      url: String(ready.url),
      events,
      logs: () => stderr.split('\n').flatMap(parseLogLine),
      waitFor,
      send: (command) => child.stdin?.write(`${JSON.stringify(command)}\n`),
      pid: child.pid ?? 0,
      exitedWith: () =>
        child.signalCode ?? (child.exitCode === null ? undefined : `code ${child.exitCode}`),
      kill: () => signal('SIGKILL', true),
      stop: () => signal('SIGTERM', false),
    }
  } catch (error) {
    await signal('SIGKILL', true)
    throw error
  }
}

function parseLogLine(line: string): Array<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(line)
    return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, unknown>] : []
  } catch {
    return []
  }
}

function exitError(child: ChildProcess, when: string, stderr: string): Error {
  const how = child.signalCode ?? `code ${child.exitCode}`
  return new Error(`The server child exited (${how}) ${when}. Its stderr: ${stderr.slice(-4000)}`)
}
