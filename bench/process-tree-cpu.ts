import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of a process and everything it started, in ms (Linux /proc). The server's own
 * cpuUsage() misses the work it hands to child processes (speech recognition, speech
 * synthesis, the blob store), which is still the server's cost per call. A live process counts
 * its own time; an exited one counts in its parent's cutime/cstime once the parent reaped it.
 */
export function processTreeCpuMs(
  rootPid: number = process.pid,
  /** Processes left out with what they started (a benchmark's own callers). */
  excluded: ReadonlySet<number> = new Set(),
): number {
  const stats = new Map<number, { parent: number; ticks: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (stat) stats.set(Number(entry), stat)
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 0;) {
      if (excluded.has(at)) return false
      if (at === rootPid) return true
      at = stats.get(at)?.parent
    }
    return false
  }
  let ticks = 0
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks
  return (ticks * 1000) / clockTicksPerSecond()
}

let ticksPerSecond: number | undefined
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  return ticksPerSecond
}

/** Parent pid and utime + stime + cutime + cstime of one process, or undefined once it is gone. */
function readStat(pid: number): { parent: number; ticks: number } | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name is in parentheses and may hold spaces: fields are counted after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14 to 17.
  const parent = Number(fields[1])
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0)
  return { parent, ticks }
}
