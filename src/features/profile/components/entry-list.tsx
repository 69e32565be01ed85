import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'

/** The entries of the Education and Experience cards, one after another with a rule between. */
export const EntryList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    padding-top: 1rem;
    border-top: 1px solid #dde3ec;
  }
`

export const EntryTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1rem;
  line-height: 1.35;
  color: ${colors.text};
`

/**
 * An entry's facts on one wrapping line ('2008 · Dallas, TX'), each labelled for screen readers;
 * empty ones are left out.
 */
export function EntryFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  const shown = facts.filter(([, value]) => value.trim() !== '')
  if (shown.length === 0) return null
  return (
    <FactLine>
      {shown.map(([label, value]) => (
        <li key={label}>
          <VisuallyHidden>{label}: </VisuallyHidden>
          {value.trim()}
        </li>
      ))}
    </FactLine>
  )
}

const FactLine = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.125rem 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.mutedText};

  li + li::before {
    content: '·';
    margin-right: 0.5rem;
  }
`
