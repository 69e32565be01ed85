import styled from 'styled-components'

/** A row of buttons: side by side when there is room, stacked (primary on top) when not. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: 0.75rem;
  justify-content: space-between;
  align-items: center;
  margin-top: 0.5rem;

  & > * {
    flex: 1 1 8rem;
  }
`
