import styled from 'styled-components'
import { colors } from './tokens'

/** A list of short values shown as chips (skills, job types): a real list for screen readers. */
export function ChipList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <Chips aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item}-${index}`}>{item}</li>
      ))}
    </Chips>
  )
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.25rem 0.75rem;
    border: 1px solid #b9c3d3;
    border-radius: 999px;
    background: #eff4fa;
    color: ${colors.text};
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
  }
`
