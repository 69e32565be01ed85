import path from 'node:path'
import { bars } from './bars'
import type { LighthouseRouteResult } from './lighthouse'
import type { Bar, Measure } from './measure'

/**
 * The rows of one route's Lighthouse result: the three scored categories with their bars (the
 * route's own performance bar), then LCP, TBT, CLS, FCP and Speed Index of the median run.
 */
export function lighthouseMeasures(
  route: string,
  result: LighthouseRouteResult,
  performanceBar: Bar,
  extraNote = '',
): Measure[] {
  const { median } = result
  const runs = `runs ${result.performanceScores.join(', ')}; report ${path.relative(process.cwd(), result.reportPath)}`
  const belowFull = (audits: string[]) =>
    audits.length > 0 ? { note: `below 100: ${audits.join('; ')}` } : {}
  const row = (id: string, label: string, value: number, unit: string): Measure => ({
    id: `lighthouse.${route}.${id}`,
    label: `Lighthouse ${route} ${label}`,
    value,
    unit,
  })
  return [
    {
      ...row('performance', 'performance', median.performance, 'score'),
      bar: performanceBar,
      note: `median of ${runs}${extraNote}`,
      detail: result,
    },
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
    row('lcp', 'LCP', Math.round(median.lcpMs), 'ms'),
    row('tbt', 'TBT', Math.round(median.tbtMs), 'ms'),
    row('cls', 'CLS', Math.round(median.cls * 1000) / 1000, ''),
    row('fcp', 'FCP', Math.round(median.fcpMs), 'ms'),
    row('speed-index', 'Speed Index', Math.round(median.speedIndexMs), 'ms'),
  ]
}
