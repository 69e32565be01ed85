import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { applicationDetailsQuery } from '@/entities/application/api/get-application-details'
import { historyByJobQuery } from '@/entities/application/api/get-application-history'
import { formatPay } from '@/entities/application/model/pay-display'
import { useLocale } from '@/shared/i18n/intl'
import { MatchBadge } from '@/entities/application/ui/match-badge'
import { StatusBadge } from '@/entities/application/ui/status-badge'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { oldestFetchTime } from '@/shared/query/oldest-fetch-time'
import { useCandidateId } from '@/shared/session/candidate-id'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { formatAppliedDate } from '../model/submission-dates'
import { useSubmissionsTexts } from '../submissions-texts'
import { FeedbackActions } from './feedback-actions'
import { StageHistory } from './stage-history'
import { DetailFrame, type DetailOrigin } from './submissions-ui'

/**
 * One job submission (docs/product.md#the-submission-detail), under /dashboard/{jobId}
 * and /submissions/{jobId}: the job, its status and match, the candidate's feedback, the
 * description and the stage history. The route's loader has fetched (or found saved) the
 * detail; the history may be missing, and then its panel is. `sharing` is what was shared with
 * the job's agency (features/sharing), placed by the route since features do not import each
 * other; it loads on its own and never holds the detail up, and `sharingSavedAt` is when its
 * data was fetched.
 */
export function SubmissionDetailPage({
  jobId,
  origin,
  sharing,
  sharingSavedAt,
}: {
  jobId: string
  origin: DetailOrigin
  sharing?: ReactNode
  sharingSavedAt?: number | undefined
}) {
  const submissionsTexts = useSubmissionsTexts()
  const texts = submissionsTexts.detail
  const locale = useLocale()
  const id = useId()
  const candidateId = useCandidateId()
  const detail = useSuspenseQuery(applicationDetailsQuery(candidateId, jobId))
  const history = useQuery(historyByJobQuery(candidateId, jobId))
  const submission = detail.data
  const job = submission.jobDetails
  useDocumentMeta({
    title: submissionsTexts.documentTitle(`${job.title} - ${texts.heading}`, appConfig.productName),
  })

  // The amounts of docs/product.md#dashboard read the same in US Spanish; the rate type is worded
  // by the catalogue.
  const payRange = formatPay(job.payRateMin, job.payRateMax, null)
  const employmentType = job.employmentType.trim()
  const facts = [
    {
      key: 'pay',
      label: texts.pay,
      value: payRange && texts.payValue(payRange, job.payRateType ?? ''),
    },
    {
      key: 'employment-type',
      label: texts.employmentType,
      value: texts.employmentTypes[employmentType] ?? employmentType,
    },
  ].filter((fact) => fact.value.trim() !== '')
  const location = texts.location(job.address.city, job.address.state)

  return (
    <>
      <OfflineNotice
        savedAt={oldestFetchTime(
          detail.dataUpdatedAt,
          history.data ? history.dataUpdatedAt : undefined,
          sharingSavedAt,
        )}
      />
      <DetailFrame origin={origin}>
        <Layout>
          <Panel aria-labelledby={`${id}-job-title`}>
            <JobTitle id={`${id}-job-title`}>{job.title}</JobTitle>
            <Company>{job.companyName}</Company>
            {location && <Muted>{location}</Muted>}
            <Badges>
              <StatusBadge status={submission.applicationStatus} />
              <MatchBadge matchScore={submission.matchScore} />
            </Badges>
            <Muted>{texts.applied(formatAppliedDate(submission.appliedDate, locale))}</Muted>
            {facts.length > 0 && (
              <Facts>
                {facts.map((fact) => (
                  <div key={fact.key}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Facts>
            )}
          </Panel>

          <Panel aria-labelledby={`${id}-match`}>
            <PanelTitle id={`${id}-match`}>{texts.match}</PanelTitle>
            <Score>{texts.matchScore(submission.matchScore)}</Score>
            {submission.topMatchReason && <p>{submission.topMatchReason}</p>}
          </Panel>

          <FeedbackActions
            candidateId={candidateId}
            jobId={jobId}
            state={submission.candidateFeedbackState}
          />

          {job.summarizedJobDescription && (
            <Panel aria-labelledby={`${id}-description`}>
              <PanelTitle id={`${id}-description`}>{texts.descriptionHeading}</PanelTitle>
              <Description>{job.summarizedJobDescription}</Description>
            </Panel>
          )}

          <StageHistory entries={history.data ?? []} />

          {sharing}
        </Layout>
      </DetailFrame>
    </>
  )
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-width: 48rem;

  p {
    margin: 0;
  }
`

const JobTitle = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
  color: ${colors.text};
`

const Company = styled.p`
  font-weight: 600;
  color: ${colors.text};
`

const Muted = styled.p`
  color: ${colors.mutedText};
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Facts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  dt {
    color: ${colors.mutedText};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${colors.text};
  }
`

const Score = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
  color: ${colors.text};
`

const Description = styled.p`
  white-space: pre-line;
  color: ${colors.text};
`
