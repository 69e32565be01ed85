import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import { useDashboardTexts } from '../dashboard-texts'

/** Below this width the sub-text takes its short form (docs/product.md#dashboard). */
const SMALL = '@media (max-width: 39.99rem)'
const NOT_SMALL = '@media (min-width: 40rem)'

/**
 * The greeting of docs/product.md#dashboard, the screen's heading. The long and the short sub-text
 * are both in the page and CSS shows one; the other is display: none, which screen readers skip
 * too.
 */
export function GreetingBanner({ name }: { name: string | undefined }) {
  const texts = useDashboardTexts().greeting
  return (
    <Banner>
      <Hello>{texts.hello(name)}</Hello>
      <Intro data-form="long">{texts.intro}</Intro>
      <Intro data-form="short">{texts.introShort}</Intro>
    </Banner>
  )
}

const Banner = styled.section`
  margin-bottom: 1rem;
  padding: 1.25rem 1rem;
  border-radius: ${radii.card};
  background: linear-gradient(120deg, ${colors.primary}, #0e3a66);
  color: ${colors.onPrimary};

  @media (min-width: 48rem) {
    padding: 1.75rem 2rem;
  }
`

const Hello = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
  line-height: 1.25;
  overflow-wrap: anywhere;

  @media (min-width: 48rem) {
    font-size: 1.875rem;
  }
`

const Intro = styled.p`
  margin: 0;
  max-width: 40rem;

  &[data-form='long'] {
    ${SMALL} {
      display: none;
    }
  }
  &[data-form='short'] {
    ${NOT_SMALL} {
      display: none;
    }
  }
`
