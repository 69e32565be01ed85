import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { languageOfTag } from '@/shared/i18n/language'
import { switchLanguage } from '@/shared/i18n/language-store'
import { useRecordingRetentionDays } from '@/shared/privacy/retention-periods'
import { colors, radii } from '@/shared/ui/tokens'
import type {
  Block,
  ConfiguredDays,
  Inline,
  LegalRecord,
  RichText,
} from '../content/legal-document'
import { SectionLink } from './section-link'

/** The server's configured number of days (the same call the consent step makes). */
function ConfiguredDaysView({ inline }: { inline: ConfiguredDays }) {
  const days = useRecordingRetentionDays()
  return days === undefined ? inline.text : inline.days(days)
}

function InlineView({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline
  if ('strong' in inline) return <strong>{inline.strong}</strong>
  if ('configured' in inline) return <ConfiguredDaysView inline={inline} />
  if ('href' in inline) return <a href={inline.href}>{inline.text}</a>
  if ('to' in inline) {
    // A link to a page in another language ('the English version') shows it in that language.
    const language = languageOfTag(inline.hrefLang)
    return (
      <Link
        to={inline.to}
        hrefLang={inline.hrefLang}
        onClick={language ? () => void switchLanguage(language) : undefined}
      >
        {inline.text}
      </Link>
    )
  }
  return <SectionLink id={inline.section}>{inline.text}</SectionLink>
}

export function RichTextView({ text }: { text: RichText }) {
  return text.map((inline, index) => <InlineView key={index} inline={inline} />)
}

function RecordsView({ label, records }: { label: string; records: readonly LegalRecord[] }) {
  return (
    <RecordList aria-label={label}>
      {records.map((record) => (
        <RecordItem key={record.title}>
          <RecordTitle>{record.title}</RecordTitle>
          <Fields>
            {record.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>
                  <RichTextView text={field.value} />
                </dd>
              </div>
            ))}
          </Fields>
        </RecordItem>
      ))}
    </RecordList>
  )
}

/** One paragraph, list or records block of a legal document. */
function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Paragraph>
          <RichTextView text={block.text} />
        </Paragraph>
      )
    case 'list':
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      )
    case 'records':
      return <RecordsView label={block.label} records={block.records} />
  }
}

export function BlocksView({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />)
}

const Paragraph = styled.p`
  margin: 0 0 1rem;
`

const List = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.5rem;
  }
`

const RecordList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`

const RecordItem = styled.li`
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.control};
  background: ${colors.surface};
`

const RecordTitle = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 700;
`

const Fields = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${colors.mutedText};
    font-size: 0.9375rem;
  }

  dd {
    margin: 0;
  }
`
