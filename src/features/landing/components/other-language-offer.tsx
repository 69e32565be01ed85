import type { MouseEvent } from 'react'
import type { Language } from '@/shared/i18n/language'
import { switchLanguage, useLanguage } from '@/shared/i18n/language-store'
import { landingPathOf } from '../model/landing-path'
import { useLandingTexts } from '../landing-texts'

/**
 * The hero's offer of the other language, written in that language: '¿Prefieres español?' on
 * the English page, 'Prefer English?' on the Spanish one (docs/decisions.md). A link to that
 * language's page, so it works before any script runs; once hydrated, a tap switches in place
 * like the header's switch (the candidate's choice, remembered).
 */
export function OtherLanguageOffer() {
  const landingTexts = useLandingTexts()
  const other: Language = useLanguage() === 'es' ? 'en' : 'es'
  const switchToOther = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void switchLanguage(other)
  }
  return (
    <p className="lp-hero__spanish">
      <a
        className="lp-hero__spanish-link"
        href={landingPathOf[other]}
        lang={other}
        onClick={switchToOther}
      >
        {landingTexts.otherLanguageOffer}
      </a>
    </p>
  )
}
