import { describe, expect, it } from 'vitest'
import { landingTextsEn } from '../texts/en'
import { landingTextsEs } from '../texts/es'
import { statedClaims, trustedCount } from './stated-claims'

const texts = landingTextsEn.hired.claims

describe('statedClaims', () => {
  it('states no figure the operator has not configured: only that it is free', () => {
    expect(statedClaims({}, texts)).toEqual([
      { value: '$0', label: 'for job seekers: hiring companies pay on placement' },
    ])
    expect(trustedCount({})).toBeUndefined()
  })

  it('states each configured figure as "N+", with its words', () => {
    const figures = {
      yearlyHires: 10000,
      yearlyHiresYear: 2025,
      hiresPerMonth: 1500,
      jobSeekers: 200000,
    }
    expect(statedClaims(figures, texts)).toEqual([
      { value: '10,000+', label: 'hires in 2025' },
      { value: '1,500+', label: 'candidates hired every month' },
      { value: '200,000+', label: 'job seekers trust us' },
      { value: '$0', label: 'for job seekers: hiring companies pay on placement' },
    ])
    expect(trustedCount(figures)).toBe('200,000+')
    expect(statedClaims(figures, landingTextsEs.hired.claims)[0]).toEqual({
      value: '10,000+',
      label: 'contrataciones en 2025',
    })
  })

  it('leaves out the year’s hires without their year', () => {
    expect(statedClaims({ yearlyHires: 10000 }, texts)).toHaveLength(1)
  })
})
