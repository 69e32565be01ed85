import { analysisLatency } from './groups/analysis-latency'
import { apiLatency } from './groups/api-latency'
import { bundleSizes } from './groups/bundle-sizes'
import { dashboardApi } from './groups/dashboard-api'
import { extractorAccuracy } from './groups/extractor-accuracy'
import { interviewCalls } from './groups/interview-calls'
import { lighthouseLanding } from './groups/lighthouse-landing'
import { matching } from './groups/matching'
import type { MeasureGroup } from './measure'

/**
 * Everything `npm run bench` measures, in order. Later issues add their groups here, one file
 * each in bench/groups/: the offline repeat visit (/dashboard within 500 ms), interview latency
 * and concurrent calls, the extractor's accuracy, Lighthouse on /dashboard signed in
 * (lighthouseRoute with a storage state from signInThroughBrowser). A group that throws is
 * reported as an error; the others still run.
 */
export const measures: MeasureGroup[] = [
  bundleSizes,
  lighthouseLanding,
  apiLatency,
  extractorAccuracy,
  interviewCalls,
  matching,
  analysisLatency,
  dashboardApi,
]
