import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The integration files that take about 25 s or more (measured on a fresh clone of a 2-core
 * machine, slowest first). On a fresh clone Vitest has no durations yet and starts the largest
 * files first, so one of these could start last and the stage end on it alone while the other
 * workers sit idle. Started first, the short files fill in around them. The first twelve are
 * in the order that has held on CI (the interviews played in real time do not all start at
 * once); the files that grew past 25 s since come after them.
 */
const SLOW_FILES = [
  'tests/integration/phone-interview-keypad.test.ts',
  'tests/integration/phone-interview.test.ts',
  'tests/integration/interview-session.test.ts',
  'tests/integration/fuzz-contract.test.ts',
  'tests/integration/interview-transcriber-timeout.test.ts',
  'tests/integration/faults-kill.test.ts',
  'tests/integration/profile-analysis-crash.test.ts',
  'tests/integration/dev-affordances.test.ts',
  'tests/integration/jobs.test.ts',
  'tests/integration/interview-embedded-transcriber.test.ts',
  'tests/integration/start-server.test.ts',
  'tests/integration/account-deletion-live-call.test.ts',
  'tests/integration/ownership-matrix.test.ts',
  'tests/integration/agency-cli-process.test.ts',
  'tests/integration/resume-upload.test.ts',
  'tests/integration/queue-two-servers.test.ts',
  'tests/integration/agency-reports.test.ts',
  'tests/integration/data-export.test.ts',
]

/** Vitest's order (failed, then slow, then large first), with the files above ahead of it. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    // A renamed or deleted file must leave the list, not be silently started in Vitest's order.
    const missing = SLOW_FILES.filter((file) => !existsSync(resolve(root, file)))
    if (missing.length > 0) {
      throw new Error(
        `tests/slow-files-first.ts lists files that do not exist: ${missing.join(', ')}`,
      )
    }
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(relative(root, file.moduleId))
      return index === -1 ? SLOW_FILES.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
