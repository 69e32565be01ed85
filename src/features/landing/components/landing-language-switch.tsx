import { useOtherLanguage } from '@/shared/i18n/use-other-language'

/**
 * The header's one-tap language switch: the shared switch's behaviour ('Español'
 * on the English page, marked with its `lang`), drawn with the landing page's own CSS so the
 * prerendered page shows it finished and no styling library loads (docs/adr/0103). On the
 * prerendered page, islands/language-switch-island.ts answers the tap.
 */
export function LandingLanguageSwitch() {
  const other = useOtherLanguage()
  return (
    <button
      type="button"
      className="lp-lang-switch"
      lang={other.language}
      data-language-switch={other.language}
      onClick={() => void other.switchTo()}
    >
      {other.name}
    </button>
  )
}
