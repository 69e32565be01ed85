import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { format, resolveConfig } from 'prettier'
import { meetsBar, type Measure } from './measure'

type Status = 'pass' | 'fail' | 'info' | 'error'

interface ReportedMeasure extends Measure {
  status: Status
  /** Whether the bar is met; null without a bar or without a value. */
  pass: boolean | null
}

interface Report {
  date: string
  git: { commit: string; dirty: boolean }
  node: string
  chromium: string
  /** The 1-minute load average when the run started and when it ended. */
  machine: { cpus: number; loadAverage1m: number; loadAverage1mAtEnd: number }
  measures: ReportedMeasure[]
}

const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

function evaluate(measure: Measure): ReportedMeasure {
  if (measure.value === null || measure.error !== undefined)
    return { ...measure, status: 'error', pass: null }
  if (!measure.bar) return { ...measure, status: 'info', pass: null }
  const pass = meetsBar(measure.value, measure.bar)
  return { ...measure, status: pass ? 'pass' : 'fail', pass }
}

export function createReport(
  measures: Measure[],
  chromium: string,
  startedAt: Date,
  loadAtStart: number,
): Report {
  return {
    date: startedAt.toISOString(),
    git: { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' },
    node: process.version,
    chromium,
    machine: {
      cpus: os.cpus().length,
      loadAverage1m: Math.round(loadAtStart * 10) / 10,
      loadAverage1mAtEnd: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    },
    measures: measures.map(evaluate),
  }
}

const decimals = (unit: string, value: number): number => {
  if (unit === 'KB' || unit === 'req/s') return 1
  if (unit === 'ms') return Math.abs(value) < 100 ? 1 : 0
  return unit === '' ? 3 : 0
}

const showValue = (measure: ReportedMeasure): string => {
  if (measure.value === null) return 'n/a'
  const text = measure.value.toFixed(decimals(measure.unit, measure.value))
  return ['', 'score', 'count'].includes(measure.unit) ? text : `${text} ${measure.unit}`
}

const showBar = (measure: ReportedMeasure): string =>
  measure.bar ? `${measure.bar.op} ${measure.bar.value}` : ''

const showStatus: Record<Status, string> = {
  pass: 'pass',
  fail: '**FAIL**',
  info: '',
  error: '**ERROR**',
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|')

/** The table of the report as Markdown, formatted by the project's Prettier settings. */
export async function renderMarkdown(report: Report): Promise<string> {
  const rows = report.measures.map(
    (measure) =>
      `| ${escapeCell(measure.label)} | ${showValue(measure)} | ${showBar(measure)} | ${showStatus[measure.status]} |`,
  )
  const notes = report.measures
    .flatMap((measure) => {
      const text = measure.error ?? measure.note
      return text ? [`- ${measure.label}: ${text}`] : []
    })
    .map(escapeCell)
  const failed = report.measures.filter((measure) => measure.status === 'fail')
  const errors = report.measures.filter((measure) => measure.status === 'error')
  const verdict =
    failed.length === 0 && errors.length === 0
      ? 'Every bar is met.'
      : [
          failed.length > 0
            ? `Bars missed: ${failed.map((measure) => measure.label).join('; ')}.`
            : '',
          errors.length > 0
            ? `Not measured (error): ${errors.map((measure) => measure.label).join('; ')}.`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
  const markdown = [
    '# Benchmark report',
    '',
    `${report.date}, commit ${report.git.commit.slice(0, 12)}${report.git.dirty ? ' (with uncommitted changes)' : ''}, Node ${report.node}, ${report.chromium}, ${report.machine.cpus} CPUs (load average ${report.machine.loadAverage1m} at start, ${report.machine.loadAverage1mAtEnd} at the end).`,
    '',
    '| Measure | Value | Bar | Result |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    verdict,
    '',
    ...(notes.length > 0 ? ['Notes:', '', ...notes, ''] : []),
    'Bars: README.md#performance (1 KB = 1000 bytes); see bench/report.json for every detail.',
    '',
  ].join('\n')
  const config = (await resolveConfig('bench/report.md')) ?? {}
  return format(markdown, { ...config, parser: 'markdown' })
}

export function writeReport(report: Report, markdown: string, jsonPath: string, mdPath: string) {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(mdPath, markdown)
}
