import { startApp } from '@/app/start-app'
import { captureInstallPrompt } from '@/features/install/model/install-prompt-event'

// First, so the browser's install prompt of this page load is kept for the dashboard.
captureInstallPrompt()

/**
 * The shell's entry (shell.html: every address but the landing page's). Started without a
 * top-level await: a module still evaluating makes every module that imports it wait.
 */
void startApp()
