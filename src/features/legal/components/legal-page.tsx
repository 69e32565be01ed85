import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { colors, focusRing, radii } from '@/shared/ui/tokens'
import type { LegalDocument, LegalSubsection } from '../content/legal-document'
import { LegalFooter } from './legal-footer'
import { LegalHeader } from './legal-header'
import { BlocksView, RichTextView } from './rich-text'
import { TableOfContents } from './table-of-contents'

export const documentTitle = (content: LegalDocument): string =>
  `${content.title} | ${appConfig.productName} Jobs`

/**
 * A public legal page (SPEC.md 2): header, the document with a generated table of contents,
 * footer. Headings go h1 > h2 (sections) > h3 (subsections); each carries its anchor id.
 */
export function LegalPage({ content }: { content: LegalDocument }) {
  useDocumentMeta({ title: documentTitle(content), description: content.metaDescription })

  return (
    <Frame>
      <LegalHeader />
      <Main id="main">
        <Article>
          <Title>{content.title}</Title>
          <Updated>
            Last updated <time dateTime={content.lastUpdated.iso}>{content.lastUpdated.label}</time>
          </Updated>
          {content.governingVersion && (
            <GoverningVersion>
              <RichTextView text={content.governingVersion} />
            </GoverningVersion>
          )}
          <BlocksView blocks={content.summary} />

          <TableOfContents sections={content.sections} />

          {content.sections.map((section) => (
            <Section key={section.id}>
              <SectionHeading id={section.id} tabIndex={-1}>
                {section.heading}
              </SectionHeading>
              <BlocksView blocks={section.blocks} />
              {section.subsections?.map((subsection) => (
                <Subsection key={subsection.id} subsection={subsection} />
              ))}
            </Section>
          ))}
        </Article>
      </Main>
      <LegalFooter />
    </Frame>
  )
}

function Subsection({ subsection }: { subsection: LegalSubsection }) {
  return (
    <div>
      <SubsectionHeading id={subsection.id} tabIndex={-1}>
        {subsection.heading}
      </SubsectionHeading>
      <BlocksView blocks={subsection.blocks} />
    </div>
  )
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  color: ${colors.text};
`

const Main = styled.main`
  flex: 1;
  width: 100%;
  padding: 1.5rem 1rem 3rem;

  @media (min-width: 48rem) {
    padding: 2.5rem 1.5rem 4rem;
  }
`

/**
 * 36em is about 70 characters of running text a line (an average character of a system
 * sans-serif is about half an em), on a white sheet from tablet width up.
 */
const Article = styled.article`
  max-width: 36em;
  margin: 0 auto;
  overflow-wrap: break-word;

  a {
    color: ${colors.primary};
    text-underline-offset: 0.15em;
    overflow-wrap: anywhere;
  }

  a:focus-visible {
    ${focusRing}
  }

  @media (min-width: 48rem) {
    max-width: calc(36em + 5rem);
    padding: 2.5rem;
    border-radius: ${radii.card};
    background: ${colors.surface};
    box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);
  }
`

const Title = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.75rem;
  line-height: 1.2;

  @media (min-width: 48rem) {
    font-size: 2.25rem;
  }
`

const Updated = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.mutedText};
`

/** A translation's note that the original governs: set apart, so it is read first. */
const GoverningVersion = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${colors.border};
  color: ${colors.mutedText};
`

const Section = styled.section`
  & + & {
    margin-top: 2rem;
  }
`

const headingFocus = `
  scroll-margin-top: 1rem;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${focusRing}
  }
`

const SectionHeading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
  line-height: 1.3;
  ${headingFocus}
`

const SubsectionHeading = styled.h3`
  margin: 1.5rem 0 0.5rem;
  font-size: 1.125rem;
  line-height: 1.35;
  ${headingFocus}
`
