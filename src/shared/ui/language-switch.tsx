import styled from 'styled-components'
import { languages, nativeName, type Language } from '@/shared/i18n/language'
import { switchLanguage, useLanguage } from '@/shared/i18n/language-store'
import { colors, focusRing, TOUCH_TARGET } from './tokens'

/**
 * The one-tap language switch: it names the other language in that language
 * ('Español' on an English screen), marked with its `lang` so a screen reader says it right.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage()
  const other: Language = languages.find((candidate) => candidate !== language) ?? 'en'
  return (
    <SwitchButton
      type="button"
      lang={other}
      className={className}
      onClick={() => void switchLanguage(other)}
    >
      {nativeName[other]}
    </SwitchButton>
  )
}

const SwitchButton = styled.button`
  min-height: ${TOUCH_TARGET};
  padding: 0 12px;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`
