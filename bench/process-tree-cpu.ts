import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  return ticksPerSecond
}

interface ProcessStat {
  parent: number
  ownTicks: number
  /** The program's name as the kernel keeps it (festival, pocketsphinx_bat, node). */
  command: string
}

/** Parent pid, program and own CPU ticks (utime + stime) of one process, or undefined once gone. */
function readStat(pid: number): ProcessStat | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name is in parentheses and may hold spaces: fields are counted after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state): ppid is field 4, utime and stime are fields 14 and 15.
  const parent = Number(fields[1])
  const ownTicks = Number(fields[11]) + Number(fields[12])
  const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))
  return { parent, ownTicks, command }
}

/** Every live process with its parent and its own CPU ticks (utime + stime). */
function liveProcesses(): Map<number, ProcessStat> {
  const live = new Map<number, ProcessStat>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (stat) live.set(Number(entry), stat)
  }
  return live
}

export interface CpuSampler {
  /** Leaves this process, and all it starts, out from now on (a benchmark's caller). */
  exclude(pid: number): void
  /** Stops sampling: the CPU ms the tree used since the start, each process counted once. */
  stop(): number
  /** After stop: the same CPU ms by program (the server itself under its own name). */
  byCommand(): Record<string, number>
}

/**
 * CPU time of a process and everything it starts, sampled while a measurement runs. Each
 * process counts its own time only (utime + stime, never a reaped child's), as the difference
 * between its first and last sample; one born during the run counts from zero. So a child's
 * time is counted once, whether it is still alive at the end or was reaped by the server or by
 * a process that has since exited, and the total never falls below zero. A process that ends
 * between two samples loses at most `intervalMs` of its time; the recognisers and synthesisers
 * live for the whole run, and reading all of /proc takes the event loop of the process that
 * samples (the bench's, which hosts the server) a few milliseconds each time.
 */
export function sampleProcessTreeCpu(rootPid: number = process.pid, intervalMs = 250): CpuSampler {
  const excluded = new Set<number>()
  const counted = new Map<number, { first: number; last: number; command: string }>()
  const sample = (atStart: boolean) => {
    const live = liveProcesses()
    const inTree = (pid: number): boolean => {
      for (let at: number | undefined = pid; at !== undefined && at > 0;) {
        if (excluded.has(at)) return false
        if (at === rootPid) return true
        at = live.get(at)?.parent
      }
      return false
    }
    for (const [pid, { ownTicks, command }] of live) {
      if (!inTree(pid)) continue
      const seen = counted.get(pid)
      if (seen) seen.last = ownTicks
      else counted.set(pid, { first: atStart ? ownTicks : 0, last: ownTicks, command })
    }
  }
  sample(true)
  const timer = setInterval(() => sample(false), intervalMs)
  return {
    exclude: (pid) => {
      excluded.add(pid)
      // Whatever it did before it was named is not the tree's either.
      counted.delete(pid)
    },
    stop: () => {
      clearInterval(timer)
      sample(false)
      let ticks = 0
      for (const [pid, { first, last }] of counted) if (!excluded.has(pid)) ticks += last - first
      return (ticks * 1000) / clockTicksPerSecond()
    },
    byCommand: () => {
      const ms: Record<string, number> = {}
      for (const [pid, { first, last, command }] of counted) {
        if (excluded.has(pid)) continue
        ms[command] = (ms[command] ?? 0) + ((last - first) * 1000) / clockTicksPerSecond()
      }
      return ms
    },
  }
}
