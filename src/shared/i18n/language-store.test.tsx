import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import {
  getLanguage,
  onLanguageSwitched,
  preferredLanguage,
  showLanguage,
  switchLanguage,
} from './language-store'
import { defineTexts } from './text-bundles'
import { useTexts } from './use-texts'

const greetings = defineTexts<{ hello: string }>('test-greetings', {
  en: () => Promise.resolve({ hello: 'Hello' }),
  es: () => Promise.resolve({ hello: 'Hola' }),
})
const farewells = defineTexts<{ bye: string }>('test-farewells', {
  en: () => Promise.resolve({ bye: 'Bye' }),
  es: () => new Promise((resolve) => setTimeout(() => resolve({ bye: 'Adiós' }), 20)),
})

function Both() {
  const { hello } = useTexts(greetings)
  const { bye } = useTexts(farewells)
  return <p>{`${hello} ${bye}`}</p>
}

describe('the language store', () => {
  it('prefers the choice stored on the device over the browser', () => {
    expect(preferredLanguage()).toBe('en')
    writeStorage('language', 'es')
    expect(preferredLanguage()).toBe('es')
  })

  it('switches every text on screen in one render, once the slowest catalogue has arrived', async () => {
    await Promise.all([greetings.load('en'), farewells.load('en')])
    render(<Both />)
    expect(screen.getByText('Hello Bye')).toBeDefined()
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, characterData: true, childList: true })
    const told = vi.fn()
    const stop = onLanguageSwitched(told)

    await act(() => switchLanguage('es'))
    observer.disconnect()
    stop()

    expect(screen.getByText('Hola Adiós')).toBeDefined()
    expect(seen.every((text) => text === 'Hola Adiós')).toBe(true)
    expect(getLanguage()).toBe('es')
    expect(readStorage('language')).toBe('es')
    expect(document.documentElement.lang).toBe('es-US')
    expect(document.cookie).toContain('lang=es')
    expect(told).toHaveBeenCalledWith('es')
  })

  it('shows a language for hydration without remembering it', () => {
    showLanguage('es')
    expect(getLanguage()).toBe('es')
    expect(readStorage('language')).toBeNull()
  })
})
