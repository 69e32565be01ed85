import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import type { RichText } from '../content/legal-document'
import { useLegalTexts } from '../legal-texts'
import { RichTextView } from './rich-text'

/**
 * Which version governs: above the English document shown because this language's
 * version is not written yet, or above a translation. Nothing above the English document on
 * an English page.
 */
export function TranslationNotice({
  pending,
  governing,
}: {
  pending: boolean
  /** A translation's own line saying the English version governs, with a link to it. */
  governing: RichText | undefined
}) {
  const texts = useLegalTexts()
  if (pending)
    return (
      <Notice role="note">
        <strong>{texts.translationPending.heading}</strong>
        <p>{texts.translationPending.text}</p>
      </Notice>
    )
  if (governing)
    return (
      <Notice role="note">
        <p>
          <RichTextView text={governing} />
        </p>
      </Notice>
    )
  return null
}

const Notice = styled.div`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.control};
  background: ${colors.surface};

  p {
    margin: 0.25rem 0 0;
  }
  strong + p {
    margin-top: 0.25rem;
  }
  p:only-child {
    margin: 0;
  }
`
