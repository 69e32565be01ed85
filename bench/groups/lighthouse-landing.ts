import path from 'node:path'
import { bars } from '../bars'
import { lighthouseRoute } from '../lighthouse'
import type { BenchContext, MeasureGroup } from '../measure'

/** Lighthouse mobile (default config and throttling) on the landing page, median of 3. */
export const lighthouseLanding: MeasureGroup = {
  name: 'Lighthouse /',
  async run({ baseUrl, artifactsDir, log }: BenchContext) {
    // A signed-in route is the same call with a storage state, e.g. for /dashboard:
    //   lighthouseRoute(`${baseUrl}/dashboard`, { name: 'dashboard', storageState, ... })
    const result = await lighthouseRoute(`${baseUrl}/`, { name: 'landing', artifactsDir, log })
    const { median } = result
    const runs = `runs ${result.performanceScores.join(', ')}; report ${path.relative(process.cwd(), result.reportPath)}`
    const belowFull = (audits: string[]) =>
      audits.length > 0 ? { note: `below 100: ${audits.join('; ')}` } : {}
    const row = (id: string, label: string, value: number, unit: string) => ({
      id: `lighthouse./.${id}`,
      label: `Lighthouse / ${label}`,
      value,
      unit,
    })
    return [
      {
        ...row('performance', 'performance', median.performance, 'score'),
        bar: bars.lighthousePerformance,
        note: `median of ${runs}`,
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
  },
}
