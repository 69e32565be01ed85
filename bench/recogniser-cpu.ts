import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of the speech recognisers this process started (pocketsphinx_batch, in child
 * processes the interview server's transcriber runs: process.cpuUsage() does not see them), in
 * milliseconds. Read from /proc: a recogniser counts while it runs, so take the difference
 * across a measurement; they live for minutes, much longer than one.
 */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

interface ProcessStat {
  parent: number
  command: string
  cpuTicks: number
}

function statOf(pid: string): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the command: state, ppid, ..., utime (14th field of the line) and stime (15th).
    return {
      parent: Number(fields[1]),
      command,
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    }
  } catch {
    return undefined
  }
}

export function recogniserCpuMs(): number {
  const stats = new Map<number, ProcessStat>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = statOf(entry)
    if (stat) stats.set(Number(entry), stat)
  }
  const descends = (pid: number) => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; at = stats.get(at)?.parent)
      if (at === process.pid) return true
    return false
  }
  let ticks = 0
  for (const [pid, stat] of stats)
    if (stat.command.startsWith('pocketsphinx') && descends(pid)) ticks += stat.cpuTicks
  return (ticks / ticksPerSecond) * 1000
}
