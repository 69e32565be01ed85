import { appConfig } from '@/shared/config'

/** Title and description of the landing page: used by the page and by the build-time prerender. */
export const landingMeta = {
  title: `${appConfig.productName} - Let AI find your next job`,
  description:
    'Free for job seekers: one short AI interview, then we match you with hourly and industrial jobs near you and apply on your behalf.',
} as const
