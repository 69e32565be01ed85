import styled from 'styled-components'
import type { Preferences } from '@contract/preferences'
import { ChipList } from '@/shared/ui/chip-list'
import { colors } from '@/shared/ui/tokens'
import { preferenceSections, type PreferenceField } from '../model/preference-display'
import { usePreferencesTexts } from '../preferences-texts'
import { CollapsiblePanel } from './collapsible-panel'

/**
 * The read-only 'Job Preferences' panel (docs/product.md#preference): four sections with every
 * field, the values in words; a field the interview did not fill says so.
 */
export function JobPreferencesPanel({ preferences }: { preferences: Preferences | null }) {
  const preferencesTexts = usePreferencesTexts()
  const texts = preferencesTexts.panel
  return (
    <CollapsiblePanel title={texts.heading} defaultOpen>
      <Intro>{texts.intro}</Intro>
      <Sections>
        {preferenceSections(preferencesTexts, preferences).map((section) => (
          <Section key={section.key}>
            <SectionTitle>{section.title}</SectionTitle>
            <Fields>
              {section.fields.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>
                    <FieldValue field={field} />
                  </dd>
                </div>
              ))}
            </Fields>
          </Section>
        ))}
      </Sections>
    </CollapsiblePanel>
  )
}

function FieldValue({ field }: { field: PreferenceField }) {
  const texts = usePreferencesTexts().panel
  if (field.value.length === 0) return <NotProvided>{texts.notProvided}</NotProvided>
  if (typeof field.value === 'string') return <>{field.value}</>
  return <ChipList items={field.value} />
}

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${colors.mutedText};
`

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Section = styled.section`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid #dde3ec;
`

const SectionTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.35;
  color: ${colors.text};
`

const Fields = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;

  div {
    display: grid;
    gap: 0.25rem;
  }
  dt {
    color: ${colors.mutedText};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    color: ${colors.text};
    font-weight: 600;
  }
`

const NotProvided = styled.span`
  color: ${colors.mutedText};
  font-weight: 400;
  font-style: italic;
`
