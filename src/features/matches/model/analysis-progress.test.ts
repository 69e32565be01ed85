import { describe, expect, it } from 'vitest'
import {
  ANALYSIS_POLL_MS,
  analysisProgress,
  INITIAL_PROGRESS,
  isAnalysisComplete,
  nextPoll,
} from './analysis-progress'

const at = (percentageComplete: number, status: string) => ({ percentageComplete, status })

describe('analysisProgress', () => {
  it('starts at 10 % with no status before the first answer', () => {
    expect(INITIAL_PROGRESS).toBe(10)
    expect(analysisProgress({ status: 'pending', data: undefined })).toEqual(at(10, ''))
  })

  it("shows the server's figure and status", () => {
    expect(analysisProgress({ status: 'success', data: at(45, 'matching') })).toEqual(
      at(45, 'matching'),
    )
  })

  it('resets to 0 with an empty status while the last poll failed, whatever came before', () => {
    expect(analysisProgress({ status: 'error', data: at(80, 'applying') })).toEqual(at(0, ''))
    expect(analysisProgress({ status: 'error', data: undefined })).toEqual(at(0, ''))
  })

  it("fills the bar for a 'completed' analysis whose figure lags", () => {
    expect(analysisProgress({ status: 'success', data: at(90, 'completed') })).toEqual(
      at(100, 'completed'),
    )
  })
})

describe('isAnalysisComplete', () => {
  it("is true at 100 % or more, or when the status is 'completed'", () => {
    expect(isAnalysisComplete(at(100, 'applying'))).toBe(true)
    expect(isAnalysisComplete(at(0, 'completed'))).toBe(true)
    expect(isAnalysisComplete(at(99, 'applying'))).toBe(false)
    expect(isAnalysisComplete(at(0, ''))).toBe(false)
  })
})

describe('nextPoll', () => {
  it('asks again every 5000 ms while running, after a failure, and before any answer', () => {
    expect(ANALYSIS_POLL_MS).toBe(5000)
    expect(nextPoll({ status: 'success', data: at(30, 'merging') })).toBe(5000)
    expect(nextPoll({ status: 'error', data: at(30, 'merging') })).toBe(5000)
    expect(nextPoll({ status: 'error', data: undefined })).toBe(5000)
    expect(nextPoll({ status: 'pending', data: undefined })).toBe(5000)
  })

  it('stops once the analysis is complete or failed', () => {
    expect(nextPoll({ status: 'success', data: at(100, 'applying') })).toBe(false)
    expect(nextPoll({ status: 'success', data: at(70, 'completed') })).toBe(false)
    expect(nextPoll({ status: 'success', data: at(40, 'failed') })).toBe(false)
  })
})
