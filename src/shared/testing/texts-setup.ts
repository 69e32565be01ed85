import { afterEach, beforeAll } from 'vitest'
import { showLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'

// Unit tests' setup (vitest.config.ts): components find their English texts already loaded,
// as they do after the app's first screen (a catalogue is otherwise fetched on first use,
// suspending the component that asked), and a test that switched language leaves English.
beforeAll(() => loadTexts('en'))

afterEach(() => showLanguage('en'))
