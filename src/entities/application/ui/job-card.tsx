import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import type { ApplicationCard } from '@contract/applications'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { formatPay } from '../model/pay-display'
import { useApplicationTexts } from '../application-texts'
import { FeedbackIcons } from './feedback-icons'
import { MatchBadge } from './match-badge'
import { StatusBadge } from './status-badge'

/** Where a card's 'View Details' leads: the dashboard and the submissions list each have one. */
export type JobDetailsRoute = '/dashboard/$jobId' | '/submissions/$jobId'

export type CardTitleLevel = 'h2' | 'h3'

/** A known employment type in the language on screen, by its lower-cased spelling; else as sent. */
const employmentTypeIn = (names: Readonly<Record<string, string>>, type: string): string => {
  const key = type.trim().toLowerCase()
  return Object.hasOwn(names, key) ? names[key]! : type
}

/**
 * One application as a card (docs/product.md#dashboard): match and status badges, the candidate's
 * feedback, the job's title, company, location, pay and employment type, and 'View Details'.
 * Each field sits under a label only screen readers hear; empty ones are left out.
 */
export function JobCard({
  card,
  detailsTo,
  titleLevel = 'h3',
}: {
  card: ApplicationCard
  detailsTo: JobDetailsRoute
  /** The title's heading level: one below the heading the cards sit under. */
  titleLevel?: CardTitleLevel
}) {
  const applicationTexts = useApplicationTexts()
  const texts = applicationTexts.card
  const pay = formatPay(
    card.payRateMin,
    card.payRateMax,
    card.payRateType,
    applicationTexts.payRateTypes,
  )
  const fields = [
    { key: 'company', label: texts.company, value: card.companyName },
    { key: 'location', label: texts.location, value: card.location },
    { key: 'pay', label: texts.pay, value: pay && `$${pay}` },
    {
      key: 'employment-type',
      label: texts.employmentType,
      value: employmentTypeIn(applicationTexts.employmentTypes, card.employmentType),
    },
  ].filter((field) => field.value.trim() !== '')

  return (
    <Article>
      <Badges>
        <MatchBadge matchScore={card.matchScore} />
        <StatusBadge status={card.applicationStatus} />
        <Feedback>
          <FeedbackIcons state={card.candidateFeedbackState} />
        </Feedback>
      </Badges>
      <Title as={titleLevel}>{card.jobTitle}</Title>
      <Fields>
        {fields.map((field) => (
          <div key={field.key} data-field={field.key}>
            <VisuallyHidden as="dt">{field.label}</VisuallyHidden>
            <dd>{field.value}</dd>
          </div>
        ))}
      </Fields>
      <DetailsLink to={detailsTo} params={{ jobId: card.jobId }}>
        {texts.viewDetails}
        <VisuallyHidden>{texts.viewDetailsOf(card.jobTitle, card.companyName)}</VisuallyHidden>
      </DetailsLink>
    </Article>
  )
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);
  min-width: 0;
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`

const Feedback = styled.span`
  margin-left: auto;
`

const Title = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 1.125rem;
  line-height: 1.3;
  color: ${colors.text};
  overflow-wrap: anywhere;
`

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  margin: 0 0 0.5rem;
  color: ${colors.mutedText};
  overflow-wrap: anywhere;

  dd {
    margin: 0;
  }
  [data-field='company'] dd {
    color: ${colors.text};
    font-weight: 600;
  }
`

const DetailsAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TOUCH_TARGET};
  margin-top: auto;
  padding: 0.5rem 1rem;
  border: 2px solid ${colors.primary};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: #eff8ff;
  }
  &:focus-visible {
    ${focusRing}
  }
`

/** A router link with the card's button look, typed like <Link> (params included). */
const DetailsLink = createLink(DetailsAnchor)
