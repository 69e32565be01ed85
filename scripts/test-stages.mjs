#!/usr/bin/env node
/**
 * node scripts/test-stages.mjs
 *
 * `npm test`: runs the suite's stages in order (each an npm script), stops at the first that
 * fails, and prints how long each took, so every CI log carries the figures the suite's time
 * budget is checked against (README, Tests).
 */
import { spawnSync } from 'node:child_process'

const STAGES = ['typecheck', 'lint', 'test:unit', 'test:integration', 'test:e2e']

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const timings = []
let failed

for (const stage of STAGES) {
  const started = Date.now()
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' })
  timings.push({ stage, ms: Date.now() - started, status: result.status ?? 1 })
  if (result.status !== 0) {
    failed = stage
    break
  }
}

console.log('\nTest stages:')
for (const { stage, ms, status } of timings) {
  console.log(`  ${stage.padEnd(18)} ${seconds(ms).padStart(7)}${status === 0 ? '' : '  FAILED'}`)
}
const total = timings.reduce((sum, { ms }) => sum + ms, 0)
console.log(`  ${'total'.padEnd(18)} ${seconds(total).padStart(7)}`)
process.exit(failed ? 1 : 0)
