import { describe, expect, it } from 'vitest'
import { landingTextsEn } from '../texts/en'
import { landingTextsEs } from '../texts/es'
import { jobsAvailable } from './jobs-available'

const english = landingTextsEn.jobs.available
const spanish = landingTextsEs.jobs.available

describe('jobsAvailable', () => {
  it("reads 'N jobs available', with thousands separated", () => {
    expect(jobsAvailable('en-US', 42, english)).toBe('42 jobs available')
    expect(jobsAvailable('en-US', 1250, english)).toBe('1,250 jobs available')
  })

  it('says job for a single one', () => {
    expect(jobsAvailable('en-US', 1, english)).toBe('1 job available')
  })

  it('speaks Spanish with its own plural', () => {
    expect(jobsAvailable('es-US', 1, spanish)).toBe('1 trabajo disponible')
    expect(jobsAvailable('es-US', 1250, spanish)).toBe('1,250 trabajos disponibles')
  })
})
