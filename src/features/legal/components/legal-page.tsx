import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { useLocale } from '@/shared/i18n/intl'
import { localeOf } from '@/shared/i18n/language'
import { useLanguage } from '@/shared/i18n/language-store'
import { useTexts } from '@/shared/i18n/use-texts'
import { colors, focusRing, radii } from '@/shared/ui/tokens'
import type { LegalSubsection } from '../content/legal-document'
import { legalDocumentBundles, type LegalDocumentName } from '../content/legal-documents'
import { useLegalTexts } from '../legal-texts'
import { LegalFooter } from './legal-footer'
import { LegalHeader } from './legal-header'
import { BlocksView } from './rich-text'
import { TableOfContents } from './table-of-contents'
import { TranslationNotice } from './translation-notice'

/** A document's date in the page's language: 'June 25, 2025', '25 de junio de 2025'. */
const formatUpdated = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/**
 * A public legal page (docs/product.md#the-public-pages): header, the document with a generated
 * table of contents, footer. Headings go h1 > h2 (sections) > h3 (subsections); each carries its
 * anchor id. The document is the one written in the language on screen, else the English one (which
 * governs) under a notice saying so; its parts then carry `lang` so a screen reader reads them in
 * English.
 */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const texts = useLegalTexts()
  const language = useLanguage()
  const locale = useLocale()
  const { document: content, language: writtenIn } = useTexts(legalDocumentBundles[name])
  const translationPending = writtenIn !== language
  const documentLang = translationPending ? localeOf[writtenIn] : undefined
  const product = appConfig.productName

  useDocumentMeta({
    title: texts.documentTitle(texts.documentNames[name], product),
    description: translationPending
      ? texts.translationPending.metaDescription(texts.documentNames[name], product)
      : content.metaDescription,
  })

  return (
    <Frame>
      <LegalHeader />
      <Main id="main">
        <Article>
          <Title lang={documentLang}>{content.title}</Title>
          <Updated>
            {texts.lastUpdated}{' '}
            <time dateTime={content.lastUpdated.iso}>
              {formatUpdated(content.lastUpdated.iso, locale)}
            </time>
          </Updated>
          <TranslationNotice pending={translationPending} governing={content.governingVersion} />
          <div lang={documentLang}>
            <BlocksView blocks={content.summary} />
          </div>

          <TableOfContents sections={content.sections} lang={documentLang} />

          {content.sections.map((section) => (
            <Section key={section.id} lang={documentLang}>
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
