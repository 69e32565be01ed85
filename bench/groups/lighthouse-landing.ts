import { bars } from '../bars'
import { lighthouseRoute } from '../lighthouse'
import { lighthouseMeasures } from '../lighthouse-measures'
import type { BenchContext, MeasureGroup } from '../measure'

/** Lighthouse mobile (default config and throttling) on the landing page, median of 3. */
export const lighthouseLanding: MeasureGroup = {
  name: 'Lighthouse /',
  async run({ baseUrl, artifactsDir, log }: BenchContext) {
    const result = await lighthouseRoute(`${baseUrl}/`, { name: 'landing', artifactsDir, log })
    return lighthouseMeasures('/', result, bars.lighthousePerformance, '', {
      lowestPerformance: bars.landingLighthouseEveryRun,
      lcpMs: bars.landingLcpMs,
      tbtMs: bars.landingTbtMs,
      cls: bars.landingCls,
    })
  },
}
