#!/usr/bin/env node
/**
 * node scripts/test-stages.mjs
 *
 * `npm test`: runs the suite's stages (each an npm script) in rounds, the stages of a round side
 * by side: the static checks with the app's tests, then the server's tests (its unit tests and
 * tests/integration), then the end-to-end tests. The server and end-to-end stages each fill both
 * cores of a 2-core
 * machine already; run together, servers starting in them missed their 30 s. Each stage's
 * output is kept in a file and printed whole when it ends, so logs do not interleave. A round
 * starts only when the one before passed. At the end it prints how long each stage took, the
 * figures the suite's time budget is checked against (README, Tests).
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROUNDS = [['typecheck', 'lint', 'test:app'], ['test:server'], ['test:e2e']]

const logDir = mkdtempSync(join(tmpdir(), 'hirelane-test-stages-'))
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

/** Runs `npm run <stage>` with its output in a file; prints the file when it ends. */
function runStage(stage) {
  const logFile = join(logDir, `${stage.replace(/\W/g, '-')}.log`)
  const log = createWriteStream(logFile)
  const started = Date.now()
  console.log(`▶ ${stage} started`)
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.once('close', (code, signal) => {
      log.end(() => {
        const ms = Date.now() - started
        const passed = code === 0
        console.log(`\n===== ${stage}: ${passed ? 'passed' : 'FAILED'} in ${seconds(ms)} =====`)
        process.stdout.write(readFileSync(logFile))
        resolve({ stage, ms, passed, signal })
      })
    })
  })
}

const timings = []
let failed = false
const suiteStarted = Date.now()
for (const round of ROUNDS) {
  const results = await Promise.all(round.map(runStage))
  timings.push(...results)
  if (results.some((result) => !result.passed)) {
    failed = true
    break
  }
}
rmSync(logDir, { recursive: true, force: true })

console.log('\nTest stages (a round runs side by side):')
for (const [index, round] of ROUNDS.entries()) {
  for (const stage of round) {
    const timing = timings.find((entry) => entry.stage === stage)
    const figure = timing ? seconds(timing.ms) : 'not run'
    const verdict = timing && !timing.passed ? '  FAILED' : ''
    console.log(`  round ${index + 1}  ${stage.padEnd(18)} ${figure.padStart(7)}${verdict}`)
  }
}
console.log(`  total              ${seconds(Date.now() - suiteStarted).padStart(16)}`)
process.exit(failed ? 1 : 0)
