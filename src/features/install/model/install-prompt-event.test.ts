import { describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import { captureInstallPrompt, installPromptStore } from './install-prompt-event'

describe('captureInstallPrompt', () => {
  it('holds the browser’s own banner back and keeps the prompt for later, usable once', () => {
    const target = new EventTarget() as unknown as Window
    captureInstallPrompt(target)
    const listener = vi.fn()
    const stop = installPromptStore.subscribe(listener)

    const event = new Event('beforeinstallprompt', { cancelable: true })
    target.dispatchEvent(event)

    expect(event.defaultPrevented).toBe(true)
    expect(installPromptStore.getSnapshot().event).toBe(event)
    expect(listener).toHaveBeenCalledOnce()
    expect(installPromptStore.take()).toBe(event)
    expect(installPromptStore.getSnapshot().event).toBeNull()
    expect(installPromptStore.take()).toBeNull()
    stop()
  })

  it('on appinstalled drops the prompt, marks installed and reports it', () => {
    const capture = vi.spyOn(analytics, 'capture')
    const target = new EventTarget() as unknown as Window
    captureInstallPrompt(target)
    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))

    target.dispatchEvent(new Event('appinstalled'))

    expect(installPromptStore.getSnapshot()).toEqual({ event: null, installed: true })
    expect(capture).toHaveBeenCalledWith('app_installed')
    capture.mockRestore()
  })
})
