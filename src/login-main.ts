/**
 * The prerendered login page's entry (login.html and login-es.html): /login paints from its
 * HTML and inline CSS, then this loads the login island (a few KB, no React) that gives the form
 * its behaviour. The app loads only once the candidate is signed in, and starts in place at
 * /onboarding over the login page; a visitor already signed in is taken on by the app at once
 * (its /login route sends them where they belong).
 */
import { isSignedIn } from '@/shared/session/signed-in'

const afterFirstPaint = (run: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(run, 0)
  })

const page = document.querySelector<HTMLElement>('[data-login]')

const startApp = () => import('@/app/start-app').then((app) => app.startApp())

/** The number a navigation handed over (the app's history state), if any. */
const handedOverMobile = (): string | undefined => {
  const mobile: unknown = (window.history.state as { mobile?: unknown } | null)?.mobile
  return typeof mobile === 'string' ? mobile : undefined
}

if (!page || isSignedIn()) {
  page?.setAttribute('data-leaving', '')
  void startApp()
} else {
  afterFirstPaint(() => {
    void import('@/features/install/model/install-prompt-event').then((install) =>
      install.captureInstallPrompt(),
    )
    void Promise.all([
      import('@/features/auth/islands/login-island'),
      import('@/shared/i18n/language-store'),
      import('@/shared/i18n/language'),
    ]).then(([island, store, language]) =>
      store
        .visitLanguage(language.languageOfTag(document.documentElement.lang) ?? store.getLanguage())
        .then(() =>
          island.enhanceLoginScreen(page, {
            initialMobile: handedOverMobile(),
            onSignedIn: () => {
              window.history.pushState(null, '', '/onboarding')
              return startApp()
            },
          }),
        ),
    )
  })
}

// The worker once the page has loaded: nothing but this entry is fetched before the first paint.
const registerWorker = () =>
  void import('@/app/register-page-worker').then((worker) => worker.registerPageWorker())
if (document.readyState === 'complete') registerWorker()
else window.addEventListener('load', registerWorker, { once: true })
