import type { FullConfig } from '@playwright/test'
import { scanServerLogs } from './server-log-scan'

/**
 * After every e2e server has stopped: the run fails if any server log holds a phone number or
 * an email (docs/adr/0094: logs carry no personal data, whatever the tests did).
 */
export default function globalTeardown(config: FullConfig): void {
  const { logs, findings } = scanServerLogs(config.projects.map((project) => project.outputDir))
  if (findings.length === 0) {
    console.log(`Server logs: ${logs} read, no phone number or email in them`)
    return
  }
  const shown = findings
    .slice(0, 20)
    .map(({ file, line, kind, value }) => `  ${file}:${line}: ${kind} ${value}`)
  throw new Error(
    [
      `The server logs of this run hold ${findings.length} phone numbers or emails:`,
      ...shown,
      ...(findings.length > shown.length ? [`  and ${findings.length - shown.length} more`] : []),
    ].join('\n'),
  )
}
