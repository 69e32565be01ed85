import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { SlowFilesFirst } from './tests/slow-files-first'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@sw': fileURLToPath(new URL('./sw', import.meta.url)),
}

/** How the server's tests run. */
const nodeWorkers = {
  // A guard against a hung test, not a speed bar: a busy CI machine (four files at once beside
  // other work) has taken 25 s over a server's start and restart.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // The files of a worker share its loaded modules: each file loading the server anew took
  // 144 s of the stage's CPU. Every file starts and closes what it uses (servers, databases,
  // child processes) and no file changes process-wide state.
  isolate: false,
  // Most integration files wait: on a call played in real time, a child process, a database.
  // Four at once keep two cores busy; each file has its own databases, servers and ports, so
  // they do not meet.
  maxWorkers: 4,
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          // The app's unit and component tests (src/, contract/, sw/), beside their code.
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          // Vitest's default on a 2-core machine is one worker (cores - 1); the tests are
          // independent files, so both cores run them.
          maxWorkers: 2,
          setupFiles: ['./tests/unit-setup.ts', './src/shared/testing/texts-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // The server's tests: unit tests beside its code (and the scripts'), and the tests of
          // tests/integration/, which need a running server, a database or a child process.
          // One project, so the short unit files fill in around integration files that wait.
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          globalSetup: ['./tests/integration/global-setup.ts'],
          ...nodeWorkers,
        },
      },
    ],
  },
})
