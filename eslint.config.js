import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Feature areas (ARCHITECTURE.md#2-layers-and-import-rules). Features never import each other. */
const features = [
  'landing',
  'legal',
  'auth',
  'onboarding',
  'interview',
  'matches',
  'dashboard',
  'submissions',
  'profile',
  'preferences',
  'account',
  'install',
  'notifications',
  'sharing',
]

/**
 * The small entities layer (docs/adr/0061): the candidate's records and applications, their
 * calls, query keys and display rules, shared by several features. An entity imports only
 * itself, shared/ and contract/.
 */
const entities = ['candidate', 'application']

/** Cross-folder imports inside src/ go through the @/ alias, so the rules below can see them. */
const noRelativeCrossing = {
  regex: '^(\\.\\./)+(app|routes|features|entities|shared)(/|$)',
  message: 'Import across src/ folders with the @/ alias.',
}
const noServer = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'src/ and server/ never import each other.',
}
/**
 * The page and the service worker are two runtimes; the page shares only their message protocol
 * and the app badge (both sides set it) with the worker.
 */
const noWorkerInternals = {
  regex: '^@sw/(?!(messages|app-badge)$)|^(\\.\\./)+sw(/|$)',
  message: 'src/ imports from the service worker only @sw/messages and @sw/app-badge.',
}
/** Every src/ block carries these. */
const SRC_PATTERNS = [noRelativeCrossing, noServer, noWorkerInternals]
const noSrc = {
  regex: '^@/|^(\\.\\./)+src(/|$)',
  message: 'server/ and src/ never import each other.',
}
/** Test and bench helpers live in tests/ and bench/; the server's own code never loads them. */
const noTestHelpers = {
  regex: '^(\\.\\./)+(tests|bench)(/|$)',
  message: 'Production code imports no test or bench helper: they live in tests/ and bench/.',
}
const TEST_FILES = ['**/*.test.ts']
/**
 * The server's layers (ARCHITECTURE.md#2-layers-and-import-rules): http/ parses, calls a
 * service and answers; services/ hold the rules; the domain modules, queue/, providers/ and
 * db/ sit below them. start-server.ts and job-handlers.ts put them together and may import all.
 */
const BELOW_HTTP = [
  'services',
  'matching',
  'resume',
  'catalogue',
  'telephony',
  'queue',
  'providers',
  'db',
  'config',
  'cli',
]
/** Every folder below services/: the domain modules, queue/, providers/, db/, config/, cli/. */
const BELOW_SERVICES = BELOW_HTTP.filter((layer) => layer !== 'services')
const noHttp = {
  regex: '^(\\.\\./)+(http/|(start-server|job-handlers|main)$)',
  message: 'Below http/, nothing imports it or the composition root (start-server, job-handlers).',
}
const noServices = {
  regex: '^(\\.\\./)+services/',
  message: 'This folder sits below services/: a service calls it, not the reverse.',
}
/** Routers reach the database and the queue through a service; their types are fine. */
const httpValuesThroughServices = {
  regex: '^(\\.\\./)+(db/(?!database-unavailable)|queue/)',
  allowTypeImports: true,
  message: 'A router calls a service, which reads the database or queues a job (types are fine).',
}
/**
 * The interview agent and its transports get the engagement store, the blob store and the HTTP
 * side injected (server/services/live-interviews.ts wires them): never the reverse.
 */
const interviewInjected = {
  regex: '^(\\.\\./)+(services|http|db|queue|providers|cli)/',
  message:
    'server/interview/ imports no services, http, db, queue or providers: they are injected.',
}
/**
 * telephony/ converts phone audio and speaks Twilio's protocol; interview/phone-call/ builds the
 * phone call on top of it, so telephony never imports the interview (shared audio code lives in
 * server/audio/).
 */
const telephonyBelowInterview = {
  regex: '^(\\.\\./)+interview(/|$)',
  message:
    'server/telephony/ sits below server/interview/: it never imports it (use server/audio/).',
}
/** Leaves of the server: they import only themselves and contract/. */
const SERVER_LEAVES = ['vocabulary', 'audio']

/** Turns Node's globals off for files that run in a browser without a bundler. */
const nodeGlobalsOff = Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off']))

const restrict = (...patterns) => ['error', { patterns: patterns.map((p) => ({ ...p })) }]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
      'src/routeTree.gen.ts',
      'server/db/migrations',
      'bench/.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(...SRC_PATTERNS),
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': restrict(noServer, {
        regex: '^@/',
        message: 'The service worker is its own runtime.',
      }),
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(...SRC_PATTERNS, {
        regex: '^@/(app|routes|features|entities)(/|$)',
        message:
          'shared/ sits at the bottom: it never imports app/, routes/, features/ or entities/.',
      }),
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(...SRC_PATTERNS, {
        regex: `^@/(app|routes)(/|$)|^@/features/(?!${feature}/)`,
        message: 'A feature imports only itself, entities/, shared/ and contract/ (docs/adr/0061).',
      }),
    },
  })),
  ...entities.map((entity) => ({
    files: [`src/entities/${entity}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(...SRC_PATTERNS, {
        regex: `^@/(app|routes|features)(/|$)|^@/entities/(?!${entity}/)`,
        message: 'An entity imports only itself, shared/ and contract/ (docs/adr/0061).',
      }),
    },
  })),
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(...SRC_PATTERNS, {
        regex: '^@/routes(/|$)',
        message: 'app/ composes features; routes import app, not the other way round.',
      }),
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(noSrc, noServer),
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrict(noSrc, noTestHelpers) },
  },
  {
    files: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(noSrc) },
  },
  {
    files: BELOW_HTTP.map((layer) => `server/${layer}/**/*.ts`),
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrict(noSrc, noTestHelpers, noHttp) },
  },
  {
    files: BELOW_SERVICES.map((layer) => `server/${layer}/**/*.ts`),
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrict(noSrc, noTestHelpers, noHttp, noServices) },
  },
  {
    files: ['server/http/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [httpValuesThroughServices] },
      ],
    },
  },
  {
    // The dev phone page's scripts: plain browser modules the server sends as they are, so
    // Node's globals (Buffer, process) are off and the browser's (or the audio worklet's) on.
    files: ['server/dev-phone/**/*.js'],
    ignores: ['server/dev-phone/capture-worklet.js'],
    languageOptions: { globals: { ...nodeGlobalsOff, ...globals.browser } },
  },
  {
    files: ['server/dev-phone/capture-worklet.js'],
    languageOptions: { globals: { ...nodeGlobalsOff, ...globals.audioWorklet } },
  },
  {
    files: ['server/interview/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(noSrc, interviewInjected, noTestHelpers),
    },
  },
  {
    files: ['server/interview/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(noSrc, interviewInjected) },
  },
  {
    files: ['server/telephony/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': restrict(
        noSrc,
        noTestHelpers,
        noHttp,
        noServices,
        telephonyBelowInterview,
      ),
    },
  },
  {
    files: ['server/telephony/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(noSrc, telephonyBelowInterview) },
  },
  ...SERVER_LEAVES.map((leaf) => ({
    files: [`server/${leaf}/**/*.ts`],
    rules: {
      'no-restricted-imports': restrict(noSrc, {
        regex: '^\\.\\./(?!\\.\\./contract/)',
        message: `server/${leaf}/ is a leaf: it imports only itself and contract/.`,
      }),
    },
  })),
)
