import { describe, expect, it } from 'vitest'
import { jobsAvailable } from './jobs-available'

describe('jobsAvailable', () => {
  it("reads 'N jobs available', with thousands separated", () => {
    expect(jobsAvailable(42)).toBe('42 jobs available')
    expect(jobsAvailable(1250)).toBe('1,250 jobs available')
  })

  it('says job for a single one', () => {
    expect(jobsAvailable(1)).toBe('1 job available')
  })
})
