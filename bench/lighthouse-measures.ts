import path from 'node:path'
import { bars } from './bars'
import type { LighthouseRouteResult } from './lighthouse'
import type { Bar, Measure } from './measure'

/** A route's own bars beyond its median performance score (the landing page's). */
interface RouteBars {
  /** The lowest performance score of the runs: every run must reach it. */
  lowestPerformance?: Bar
  lcpMs?: Bar
  tbtMs?: Bar
  cls?: Bar
}

/**
 * The rows of one route's Lighthouse result: the three scored categories with their bars (the
 * route's own performance bar), then LCP, TBT, CLS, FCP and Speed Index of the median run.
 */
export function lighthouseMeasures(
  route: string,
  result: LighthouseRouteResult,
  performanceBar: Bar | undefined,
  extraNote = '',
  routeBars: RouteBars = {},
): Measure[] {
  const { median } = result
  const runs = [
    `runs ${result.performanceScores.join(', ')}`,
    `machine speed (benchmarkIndex) ${result.benchmarkIndexes.join(', ')}`,
    `report ${path.relative(process.cwd(), result.reportPath)}`,
  ].join('; ')
  const belowFull = (audits: string[]) =>
    audits.length > 0 ? { note: `below 100: ${audits.join('; ')}` } : {}
  const row = (id: string, label: string, value: number, unit: string): Measure => ({
    id: `lighthouse.${route}.${id}`,
    label: `Lighthouse ${route} ${label}`,
    value,
    unit,
  })
  const withBar = (measure: Measure, bar: Bar | undefined): Measure =>
    bar ? { ...measure, bar } : measure
  return [
    {
      ...withBar(row('performance', 'performance', median.performance, 'score'), performanceBar),
      note: `median of ${runs}${extraNote}`,
      detail: result,
    },
    ...(routeBars.lowestPerformance
      ? [
          {
            ...row(
              'performance-lowest',
              'performance, lowest run',
              Math.min(...result.performanceScores),
              'score',
            ),
            bar: routeBars.lowestPerformance,
          },
        ]
      : []),
    {
      ...row('accessibility', 'accessibility', median.accessibility, 'score'),
      bar: bars.lighthouseAccessibility,
      ...belowFull(median.failedAudits.accessibility),
    },
    {
      ...row('best-practices', 'best practices', median.bestPractices, 'score'),
      bar: bars.lighthouseBestPractices,
      ...belowFull(median.failedAudits.bestPractices),
    },
    withBar(row('lcp', 'LCP', Math.round(median.lcpMs), 'ms'), routeBars.lcpMs),
    withBar(row('tbt', 'TBT', Math.round(median.tbtMs), 'ms'), routeBars.tbtMs),
    withBar(row('cls', 'CLS', Math.round(median.cls * 1000) / 1000, ''), routeBars.cls),
    row('fcp', 'FCP', Math.round(median.fcpMs), 'ms'),
    row('speed-index', 'Speed Index', Math.round(median.speedIndexMs), 'ms'),
  ]
}
