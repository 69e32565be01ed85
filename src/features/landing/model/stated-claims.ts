import { formatCount } from '@/shared/format/count'
import type { LandingTexts } from '../landing-text-bundle'

/** The figures the operator configured (src/shared/config.ts `claims`); each may be unset. */
interface ClaimFigures {
  jobSeekers?: number
  hiresPerMonth?: number
  yearlyHires?: number
  yearlyHiresYear?: number
}

interface Claim {
  value: string
  label: string
}

const atLeast = (figure: number) => `${formatCount(figure)}+`

/**
 * The 'Hired' section's claims (docs/product.md#the-public-pages): each figure only when the
 * operator has stated it (hires in a year only with its year), then that the product is free, which
 * is always true.
 */
export function statedClaims(
  figures: ClaimFigures,
  texts: LandingTexts['hired']['claims'],
): Claim[] {
  const claims: Claim[] = []
  if (figures.yearlyHires && figures.yearlyHiresYear)
    claims.push({
      value: atLeast(figures.yearlyHires),
      label: texts.yearlyHires(String(figures.yearlyHiresYear)),
    })
  if (figures.hiresPerMonth)
    claims.push({ value: atLeast(figures.hiresPerMonth), label: texts.hiresPerMonth })
  if (figures.jobSeekers)
    claims.push({ value: atLeast(figures.jobSeekers), label: texts.jobSeekers })
  claims.push(texts.free)
  return claims
}

/** The hero's 'Trusted by N+ job seekers', only when the operator has stated N. */
export const trustedCount = (figures: ClaimFigures): string | undefined =>
  figures.jobSeekers ? atLeast(figures.jobSeekers) : undefined
