import { startApp } from '@/app/start-app'
import { captureInstallPrompt } from '@/features/install/model/install-prompt-event'
import { startReadingSavedQueries } from '@/shared/query/idb-persister'
import { isSignedIn } from '@/shared/session/session'

// First, so the browser's install prompt of this page load is kept for the dashboard.
captureInstallPrompt()
// The first signed-in screen waits for the saved data: its read starts now.
if (isSignedIn()) startReadingSavedQueries()

/**
 * The shell's entry (shell.html: every address but the landing page's). Started without a
 * top-level await: a module still evaluating makes every module that imports it wait.
 */
void startApp()
