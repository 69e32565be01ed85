import type { FixedJobType, Shift } from '../../../contract/jobs'
import type { HourlyRateRange, Relocation } from './types'

/** What the rules collect while reading one answer; extractSlots turns it into SlotValues. */
export interface Draft {
  jobTypes: FixedJobType[]
  roles: string[]
  shiftPreferences: Shift[]
  preferredLocations: string[]
  requiredBenefits: string[]
  skills: string[]
  excluded: {
    jobTypes: FixedJobType[]
    roles: string[]
    shiftPreferences: Shift[]
    preferredLocations: string[]
    requiredBenefits: string[]
  }
  maximumCommuteDistance?: string
  relocation?: Relocation
  hourlyRateRange?: HourlyRateRange
  yearsOfExperience?: number
}

export const emptyDraft = (): Draft => ({
  jobTypes: [],
  roles: [],
  shiftPreferences: [],
  preferredLocations: [],
  requiredBenefits: [],
  skills: [],
  excluded: {
    jobTypes: [],
    roles: [],
    shiftPreferences: [],
    preferredLocations: [],
    requiredBenefits: [],
  },
})
