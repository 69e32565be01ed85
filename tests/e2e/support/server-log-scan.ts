import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The servers' logs of an e2e run hold none of the phone numbers and emails the tests
 * used. Each e2e server writes its output to a file in `serverLogDir` (fixtures.ts); the global
 * teardown reads them all once every server has stopped.
 */
export const serverLogDir = (outputDir: string) => path.join(outputDir, 'server-logs')

const PERSONAL_DATA: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  // Any E.164 number, also URL-encoded: the tests' numbers as the server stores them.
  { kind: 'phone number', pattern: /(?:\+|%2B)[1-9]\d{7,14}(?!\d)/gi },
  // The tests' national numbers (area code 206, fixtures.ts and the sign-in helpers), standing alone.
  { kind: 'phone number', pattern: /\b206\d{7}\b/g },
  { kind: 'email', pattern: /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi },
]

interface Finding {
  file: string
  line: number
  kind: string
  value: string
}

/** Every phone number and email in one log's text, with its line. */
function findPersonalData(file: string, text: string): Finding[] {
  return text.split('\n').flatMap((content, index) =>
    PERSONAL_DATA.flatMap(({ kind, pattern }) =>
      [...content.matchAll(pattern)].map((match) => ({
        file,
        line: index + 1,
        kind,
        value: match[0],
      })),
    ),
  )
}

/** The findings in every server log of the run; the number of logs read. */
export function scanServerLogs(outputDirs: readonly string[]): {
  logs: number
  findings: Finding[]
} {
  const files = [...new Set(outputDirs.map(serverLogDir))]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.log'))
        .map((name) => path.join(dir, name)),
    )
  return {
    logs: files.length,
    findings: files.flatMap((file) => findPersonalData(file, readFileSync(file, 'utf8'))),
  }
}
