import { Link } from '@tanstack/react-router'
import { useRecommendedJobs } from '../api/get-jobs-aggregated-count'
import { jobsAvailable } from '../model/jobs-available'

/**
 * Recommended jobs (SPEC.md 2 and 7): the first 7 titles with their counts and an
 * 'and more ...' card. Nothing at all (not even the heading) until the call has succeeded
 * with at least one entry, so the prerendered page never has it.
 */
export function RecommendedJobs() {
  const jobs = useRecommendedJobs()
  if (!jobs?.length) return null

  return (
    <section className="lp-section lp-section--tinted" aria-labelledby="jobs-title">
      <div className="lp-container">
        <p className="lp-kicker">Hiring now</p>
        <h2 id="jobs-title" className="lp-section__title">
          Jobs waiting for you
        </h2>
        <ul className="lp-jobs" aria-label="Recommended jobs">
          {jobs.map((job) => (
            <li key={job.jobTitle} className="lp-jobs__item">
              <Link to="/login" className="lp-jobs__card">
                <span className="lp-jobs__title">{job.jobTitle}</span>
                <span className="lp-jobs__count">{jobsAvailable(job.jobsCount)}</span>
              </Link>
            </li>
          ))}
          <li className="lp-jobs__item">
            <Link to="/login" className="lp-jobs__card lp-jobs__card--more">
              <span className="lp-jobs__title">and more ...</span>
              <span className="lp-jobs__count lp-jobs__count--more">See all jobs</span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}
