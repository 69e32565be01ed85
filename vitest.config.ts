import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { SlowFilesFirst } from './tests/slow-files-first'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@sw': fileURLToPath(new URL('./sw', import.meta.url)),
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
          name: 'unit',
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
          name: 'integration',
          environment: 'node',
          include: [
            'tests/integration/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // A guard against a hung test, not a speed bar: a busy CI machine (four files at
          // once beside other work) has taken 25 s over a server's start and restart.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['./tests/integration/global-setup.ts'],
          // The files of a worker share its loaded modules: each file loading the server anew
          // took 144 s of the stage's CPU. Every file starts and closes what it uses (servers,
          // databases, child processes) and no file changes process-wide state.
          isolate: false,
          // Most of these files wait: on a call played in real time, a child process, a
          // database. Four at once keep two cores busy; each file has its own databases,
          // servers and ports, so they do not meet.
          maxWorkers: 4,
        },
      },
    ],
  },
})
