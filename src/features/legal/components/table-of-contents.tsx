import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import type { LegalSection } from '../content/legal-document'
import { useLegalTexts } from '../legal-texts'
import { SectionLink } from './section-link'

/**
 * Generated from the same sections the page renders, so it can never list a missing one.
 * `lang` is the document's when it differs from the page's (an English document on a Spanish
 * page): the entries are its headings.
 */
export function TableOfContents({
  sections,
  lang,
}: {
  sections: readonly LegalSection[]
  lang?: string
}) {
  const texts = useLegalTexts()
  return (
    <Nav aria-label={texts.tableOfContents}>
      <Heading>{texts.contents}</Heading>
      <Entries lang={lang}>
        {sections.map((section) => (
          <li key={section.id}>
            <SectionLink id={section.id}>{section.heading}</SectionLink>
          </li>
        ))}
      </Entries>
    </Nav>
  )
}

const Nav = styled.nav`
  margin: 1.5rem 0 2rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.card};
  background: ${colors.surface};
`

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
`

const Entries = styled.ol`
  margin: 0;
  padding-left: 1.5rem;

  li {
    padding: 0.3125rem 0;
    break-inside: avoid;
  }

  @media (min-width: 48rem) {
    columns: 2;
    column-gap: 2.5rem;
  }
`
