import { analysisLatency } from './groups/analysis-latency'
import { apiLatency } from './groups/api-latency'
import { bundleSizes } from './groups/bundle-sizes'
import { dashboardApi } from './groups/dashboard-api'
import { dashboardInitialJs } from './groups/dashboard-initial-js'
import { lighthouseDashboard } from './groups/lighthouse-dashboard'
import { offlineRepeatVisit } from './groups/offline-repeat-visit'
import { extractorAccuracy } from './groups/extractor-accuracy'
import { interviewCalls, phoneInterviewCalls } from './groups/interview-calls'
import { lighthouseLanding } from './groups/lighthouse-landing'
import { lighthouseLogin } from './groups/lighthouse-login'
import { lighthouseScreens } from './groups/lighthouse-screens'
import { matching } from './groups/matching'
import { spokenAnswers } from './groups/spoken-answers'
import { spokenHeldOut } from './groups/spoken-held-out'
import { turnTaking } from './groups/turn-taking'
import type { MeasureGroup } from './measure'

/**
 * Everything `npm run bench` measures, in order. Later issues add their groups here, one file
 * each in bench/groups/. The dashboard's groups share one server on the dashboard fixture
 * (bench/dashboard-server.ts), seeded by the first of them. A group that throws is reported as
 * an error; the others still run.
 */
export const measures: MeasureGroup[] = [
  bundleSizes,
  lighthouseLanding,
  lighthouseLogin,
  apiLatency,
  extractorAccuracy,
  spokenAnswers,
  spokenHeldOut,
  turnTaking,
  interviewCalls,
  phoneInterviewCalls,
  matching,
  analysisLatency,
  dashboardApi,
  dashboardInitialJs,
  lighthouseDashboard,
  lighthouseScreens,
  offlineRepeatVisit,
]
