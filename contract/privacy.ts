import * as v from 'valibot'
import { okEnvelope } from './envelope'

/**
 * GET /api/Privacy/RetentionPeriods: how long the server keeps what it deletes on a schedule,
 * from its own configuration, so the consent step and the privacy policy state the number the
 * deletion job works by. Public: the policy is read before signing in.
 */
export const retentionPeriodsResponseSchema = okEnvelope(
  v.object({
    /** Days an interview's recordings are kept after it ended (RECORDING_RETENTION_DAYS). */
    recordingRetentionDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
)
export type RetentionPeriods = v.InferOutput<typeof retentionPeriodsResponseSchema>['data']

export const PRIVACY_MESSAGES = {
  retentionPeriods: 'Retention periods fetched successfully',
} as const
