import type { MouseEvent } from 'react'
import { useOtherLanguage } from '@/shared/i18n/use-other-language'
import { landingPathOf } from '../model/landing-path'
import { useLandingTexts } from '../landing-texts'

/**
 * The hero's offer of the other language, written in that language: '¿Prefieres español?' on
 * the English page, 'Prefer English?' on the Spanish one (docs/adr/0108). A link to that
 * language's page, so it works before any script runs; a tap is the visitor's choice,
 * remembered (islands/language-switch-island.ts on the prerendered page); in the app it
 * switches in place like the header's switch.
 */
export function OtherLanguageOffer() {
  const landingTexts = useLandingTexts()
  const other = useOtherLanguage()
  const switchToOther = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void other.switchTo()
  }
  return (
    <p className="lp-hero__spanish">
      <a
        className="lp-hero__spanish-link"
        href={landingPathOf[other.language]}
        lang={other.language}
        data-language-switch={other.language}
        onClick={switchToOther}
      >
        {landingTexts.otherLanguageOffer}
      </a>
    </p>
  )
}
