import { Link } from '@tanstack/react-router'
import { useRecommendedJobs } from '../api/get-jobs-aggregated-count'
import { useLocale } from '@/shared/i18n/intl'
import { useLandingTexts } from '../landing-texts'
import { jobsAvailable } from '../model/jobs-available'

/**
 * Recommended jobs (SPEC.md 2 and 7): the first 7 titles with their counts and an
 * 'and more ...' card. Nothing at all (not even the heading) until the call has succeeded
 * with at least one entry, so the prerendered page never has it.
 */
export function RecommendedJobs() {
  const { jobs: texts } = useLandingTexts()
  const locale = useLocale()
  const jobs = useRecommendedJobs()
  if (!jobs?.length) return null

  return (
    <section className="lp-section lp-section--tinted" aria-labelledby="jobs-title">
      <div className="lp-container">
        <p className="lp-kicker">{texts.kicker}</p>
        <h2 id="jobs-title" className="lp-section__title">
          {texts.title}
        </h2>
        <ul className="lp-jobs" aria-label={texts.listLabel}>
          {jobs.map((job) => (
            <li key={job.jobTitle} className="lp-jobs__item">
              <Link to="/login" className="lp-jobs__card">
                <span className="lp-jobs__title">{job.jobTitle}</span>
                <span className="lp-jobs__count">
                  {jobsAvailable(locale, job.jobsCount, texts.available)}
                </span>
              </Link>
            </li>
          ))}
          <li className="lp-jobs__item">
            <Link to="/login" className="lp-jobs__card lp-jobs__card--more">
              <span className="lp-jobs__title">{texts.more}</span>
              <span className="lp-jobs__count lp-jobs__count--more">{texts.seeAll}</span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}
