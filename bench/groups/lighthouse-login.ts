import { bars } from '../bars'
import { lighthouseRoute } from '../lighthouse'
import { lighthouseMeasures } from '../lighthouse-measures'
import type { BenchContext, MeasureGroup } from '../measure'

/**
 * Lighthouse mobile (default config and throttling) on the prerendered /login, signed out,
 * median of 3; like the landing page, every run must score 100 (README.md#performance).
 */
export const lighthouseLogin: MeasureGroup = {
  name: 'Lighthouse /login',
  async run({ baseUrl, artifactsDir, log }: BenchContext) {
    const result = await lighthouseRoute(`${baseUrl}/login`, { name: 'login', artifactsDir, log })
    return lighthouseMeasures('/login', result, bars.lighthousePerformance, '', {
      lowestPerformance: bars.loginLighthouseEveryRun,
    })
  },
}
