import { useNavigate } from '@tanstack/react-router'
import { memo, useEffect, useRef, useState } from 'react'
import { appConfig } from '@/shared/config'
import { useLanguage } from '@/shared/i18n/language-store'
import { useAuthTexts } from '../auth-texts'
import { enhanceLoginScreen } from '../islands/login-island'
import { LoginMarkup } from './login-markup'

/** Rendered once: from then on the login island owns what the screen shows. */
const StaticLoginMarkup = memo(LoginMarkup, () => true)

/**
 * /login in the app (docs/product.md#the-two-steps): the same markup and island as the prerendered
 * page, for a candidate the app brings here (signed out, a session ended). Renders its own <main>;
 * the route decides who may see it.
 */
export function LoginPage({ initialMobile }: { initialMobile?: string }) {
  const texts = useAuthTexts()
  const language = useLanguage()
  const [first] = useState(() => ({ texts, language }))
  const navigate = useNavigate()
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = container.current
    if (!root) return
    let cleanup: (() => void) | undefined
    let unmounted = false
    void enhanceLoginScreen(root, {
      initialMobile,
      onSignedIn: () => navigate({ to: '/onboarding' }),
    }).then((close) => {
      if (unmounted) close()
      else cleanup = close
    })
    return () => {
      unmounted = true
      cleanup?.()
    }
    // The island reads the number handed over once, as the page it replaces did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div ref={container}>
      <StaticLoginMarkup
        texts={first.texts}
        product={appConfig.productName}
        language={first.language}
      />
    </div>
  )
}
