import { useId } from 'react'
import styled from 'styled-components'
import type { CandidateReport } from '@contract/agency-report'
import { useStatusLabel } from '@/entities/application/application-texts'
import { useLocale } from '@/shared/i18n/intl'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors } from '@/shared/ui/tokens'
import { useSentReport } from '../api/get-sent-report'
import { phoneText } from '../model/phone-text'
import { preferenceRows, type PreferenceValue } from '../model/report-preferences'
import { formatSharedDate } from '../model/sharing-dates'
import { useSharingTexts, type SharingTexts } from '../sharing-texts'
import { Muted } from './sharing-ui'

/**
 * One report as the agency got it, loaded when the candidate opens it: their profile, their
 * preferences with where each came from, their interview answers, the match and the status.
 */
export function SentReport({ candidateId, reportId }: { candidateId: string; reportId: string }) {
  const texts = useSharingTexts().report
  const sent = useSentReport(candidateId, reportId)
  if (sent.data) return <ReportContent report={sent.data.report} />
  if (sent.isError)
    return (
      <Failed>
        <ErrorMessage message={texts.loadFailed} />
        <Button variant="secondary" onClick={() => void sent.refetch()}>
          {texts.retry}
        </Button>
      </Failed>
    )
  return <Muted role="status">{texts.loading}</Muted>
}

function ReportContent({ report }: { report: CandidateReport }) {
  const texts = useSharingTexts().report
  const locale = useLocale()
  const statusLabel = useStatusLabel()
  const id = useId()
  const { candidate, application, interview } = report
  const text = (value: PreferenceValue) => sayValue(value, texts)
  const profile = [
    [texts.profile.name, candidate.name],
    [texts.profile.phone, phoneText(candidate.phone)],
    [texts.profile.email, candidate.email],
    [texts.profile.location, candidate.location],
    [texts.profile.currentOccupation, candidate.currentOccupation],
    [texts.profile.yearsOfExperience, text(candidate.yearsOfExperience)],
    [texts.profile.highestDegree, candidate.highestDegree],
    [texts.profile.skills, candidate.skills.join(', ')],
    [texts.profile.language, texts.languages[candidate.language]],
  ] as const

  return (
    <Report>
      <section aria-labelledby={`${id}-profile`}>
        <SectionTitle id={`${id}-profile`}>{texts.sections.profile}</SectionTitle>
        <Pairs>
          {profile.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{text(value)}</dd>
            </div>
          ))}
        </Pairs>
        {candidate.experience.length > 0 && (
          <>
            <ListTitle>{texts.profile.experience}</ListTitle>
            <Entries>
              {candidate.experience.map((entry, index) => (
                <li key={index}>
                  <strong>{entry.employerName}</strong>
                  <span>{[entry.duration, entry.location].filter(Boolean).join(' · ')}</span>
                  {entry.description && <span>{entry.description}</span>}
                </li>
              ))}
            </Entries>
          </>
        )}
        {candidate.education.length > 0 && (
          <>
            <ListTitle>{texts.profile.education}</ListTitle>
            <Entries>
              {candidate.education.map((entry, index) => (
                <li key={index}>
                  <strong>{entry.schoolName}</strong>
                  <span>
                    {[entry.degreeType, entry.yearOfDegree, entry.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </Entries>
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-preferences`}>
        <SectionTitle id={`${id}-preferences`}>{texts.sections.preferences}</SectionTitle>
        {report.preferences ? (
          <Pairs>
            {preferenceRows(report.preferences, report.preferenceSources).map((row) => (
              <div key={row.field}>
                <dt>{texts.preferences[row.field]}</dt>
                <dd>
                  {text(row.value)}
                  {row.source && <Source>{texts.source[row.source]}</Source>}
                </dd>
              </div>
            ))}
          </Pairs>
        ) : (
          <Muted>{texts.noPreferences}</Muted>
        )}
      </section>

      <section aria-labelledby={`${id}-interview`}>
        <SectionTitle id={`${id}-interview`}>{texts.sections.interview}</SectionTitle>
        {interview && interview.answers.length > 0 ? (
          <Answers>
            {interview.answers.map((answer, index) => (
              <li key={index}>
                <Question>{answer.question}</Question>
                <span>{answer.answer.trim() || texts.noAnswer}</span>
              </li>
            ))}
          </Answers>
        ) : (
          <Muted>{texts.noInterview}</Muted>
        )}
      </section>

      <section aria-labelledby={`${id}-match`}>
        <SectionTitle id={`${id}-match`}>{texts.sections.match}</SectionTitle>
        <Strong>{texts.matchScore(application.matchScore)}</Strong>
        {application.matchReason && <p>{application.matchReason}</p>}
      </section>

      <section aria-labelledby={`${id}-status`}>
        <SectionTitle id={`${id}-status`}>{texts.sections.status}</SectionTitle>
        <p>{texts.job(application.jobTitle, application.companyName)}</p>
        <Pairs>
          <div>
            <dt>{texts.status}</dt>
            <dd>{statusLabel(application.status)}</dd>
          </div>
          <div>
            <dt>{texts.applied}</dt>
            <dd>{formatSharedDate(application.appliedAt, locale)}</dd>
          </div>
          <div>
            <dt>{texts.updated}</dt>
            <dd>{formatSharedDate(application.updatedAt, locale)}</dd>
          </div>
        </Pairs>
      </section>
    </Report>
  )
}

/** A value in words: a number of years, the text as sent, or 'Not given'. */
const sayValue = (value: PreferenceValue, texts: SharingTexts['report']): string => {
  if (typeof value === 'number') return texts.years(value)
  return value?.trim() || texts.notGiven
}

const Report = styled.div`
  display: grid;
  gap: 1rem;
  padding: 0.75rem;
  border-radius: 8px;
  background: #f6f8fb;

  section {
    display: grid;
    gap: 0.5rem;
  }
  p {
    margin: 0;
  }
`

const SectionTitle = styled.h4`
  margin: 0;
  font-size: 1rem;
  color: ${colors.text};
`

const ListTitle = styled.p`
  font-weight: 600;
  color: ${colors.text};
`

const Pairs = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    color: ${colors.mutedText};
    font-size: 0.875rem;
  }
  dd {
    display: grid;
    margin: 0;
    color: ${colors.text};
    font-weight: 600;
  }
`

const Source = styled.span`
  color: ${colors.mutedText};
  font-size: 0.875rem;
  font-weight: 400;
`

const Entries = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.25rem;

  li {
    display: grid;
  }
`

const Answers = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding-left: 1.25rem;

  li {
    display: grid;
    gap: 0.125rem;
  }
`

const Question = styled.span`
  color: ${colors.mutedText};
`

const Strong = styled.p`
  font-weight: 700;
  color: ${colors.text};
`

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
`
