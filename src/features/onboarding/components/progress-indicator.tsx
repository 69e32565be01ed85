import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useOnboardingTexts } from '../onboarding-texts'

/**
 * The four steps (docs/product.md#onboarding): an ordered list, the current one marked
 * aria-current="step".
 */
export function ProgressIndicator({ current }: { current: number }) {
  const texts = useOnboardingTexts()
  const total = texts.stepNames.length
  return (
    <nav aria-label={texts.progressLabel}>
      <Summary>{texts.stepOf(current, total)}</Summary>
      <List>
        {texts.stepNames.map((name, index) => {
          const step = index + 1
          const state = step < current ? 'done' : step === current ? 'current' : 'todo'
          return (
            <Item key={name} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot $state={state} aria-hidden="true">
                {state === 'done' ? '✓' : step}
              </Dot>
              <Name $state={state}>
                {name}
                {state === 'done' && <VisuallyHidden>, {texts.completedStep}</VisuallyHidden>}
              </Name>
            </Item>
          )
        })}
      </List>
    </nav>
  )
}

type State = 'done' | 'current' | 'todo'

const Summary = styled.p`
  margin: 0 0 0.5rem;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.25rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  min-width: 0;
  text-align: center;
`

const Dot = styled.span<{ $state: State }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 2px solid ${({ $state }) => ($state === 'todo' ? colors.border : colors.primary)};
  background: ${({ $state }) => ($state === 'todo' ? colors.surface : colors.primary)};
  color: ${({ $state }) => ($state === 'todo' ? colors.text : colors.onPrimary)};
  font-weight: 700;
`

const Name = styled.span<{ $state: State }>`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: 0.8125rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ $state }) => ($state === 'todo' ? colors.mutedText : colors.text)};
`
