/** Runs `task` once the page has loaded and the main thread is idle (after the first paint). */
export const whenIdle = (task: () => void): void => {
  const runWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => task(), { timeout: 5_000 })
    } else {
      setTimeout(task, 1_000)
    }
  }
  if (document.readyState === 'complete') runWhenIdle()
  else window.addEventListener('load', runWhenIdle, { once: true })
}
