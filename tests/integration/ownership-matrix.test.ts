import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../contract/auth'
import { errorCodes } from '../../contract/envelope'
import { endpoints, type EndpointName } from '../../contract/endpoints'
import { createLogger } from '../../server/logger'
import {
  createDevTelephonyProvider,
  type DevTelephonyProvider,
} from '../../server/providers/telephony/dev-telephony-provider'
import { useEmbeddedBlobStore } from './support/blob-store'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import {
  expiredTokenOf,
  privateMarkers,
  revokedTokenOf,
  setUpParty,
  snapshotOf,
  type IdKind,
  type OwnedIds,
  type Party,
} from './support/matrix-parties'
import {
  matrix,
  type CallShape,
  type ForeignAnswer,
  type LoginIds,
  type MatrixEntry,
} from './support/ownership-entries'
import {
  createTestApp,
  latestCode,
  phoneNumber,
  signIn,
  startLogin,
  validateOtp,
  type TestApp,
} from './support/test-app'

/**
 * The ownership matrix (docs/adr/0093): every call of the endpoint table x {A's own ids, each id it
 * takes swapped for candidate B's, no token, a token Logout revoked, an expired token}. The
 * variants are derived from the entries (support/ownership-entries.ts), so a call added to the
 * table is covered as soon as its entry is written, and a call without an entry fails here.
 * Refused requests to a call that writes must leave A's and B's data exactly as it was.
 */

type Expected =
  | { status: 200 | 409; refusal: false }
  | { status: 400 | 401 | 403 | 404 | 409; code: string; message?: string; refusal: true }
  | { status: 200; refusal: true; ignored: true }

type Role = 'A' | 'B'

interface Variant {
  label: string
  expected: Expected
  /** Makes what the request needs (before the snapshots), and returns the request to send. */
  prepare(): Promise<() => Promise<Response>>
  /** Whose private data must not appear in the answer. */
  markersOf: Role[]
  publicCall?: boolean
  /** Refused (or ignored) on a call that writes: both candidates' data must stay as it was. */
  checkNoWrite: boolean
}

const FORBIDDEN = {
  status: 403,
  code: errorCodes.forbidden,
  message: 'You can only access your own data.',
  refusal: true,
} as const
const UNAUTHORIZED = { status: 401, code: errorCodes.unauthorized, refusal: true } as const
const NOT_FOUND = { status: 404, code: errorCodes.notFound, refusal: true } as const
const CONFLICT = { status: 409, code: errorCodes.conflict, refusal: true } as const
const BAD_LOGIN_SESSION = { status: 400, code: errorCodes.invalidSession, refusal: true } as const

const foreignExpectation = (answer: ForeignAnswer): Expected =>
  answer === 'forbidden'
    ? FORBIDDEN
    : answer === 'notFound'
      ? NOT_FOUND
      : answer === 'conflict'
        ? CONFLICT
        : { status: 200, refusal: true, ignored: true }

const ID_KINDS: readonly IdKind[] = [
  'candidateId',
  'jobId',
  'engagementId',
  'pushEndpoint',
  'reportId',
]

/** The request a call makes: method and path from the endpoint table, {jobId} filled in. */
function urlAndInit(name: EndpointName, shape: CallShape, jobId: string, token?: string) {
  const { method, path } = endpoints[name]
  const query = shape.query ? `?${new URLSearchParams(shape.query).toString()}` : ''
  const headers: Record<string, string> = { ...shape.headers }
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  if (shape.body !== undefined) headers['Content-Type'] = 'application/json'
  return {
    url: `${path.replace('{jobId}', encodeURIComponent(jobId))}${query}`,
    init: {
      method,
      headers,
      ...(shape.body === undefined ? {} : { body: JSON.stringify(shape.body) }),
    },
  }
}

/** The ids an entry's request actually carries: each is swapped for a marker to see. */
function idsUsedBy(name: EndpointName, call: (ids: OwnedIds) => CallShape): IdKind[] {
  const plain: OwnedIds = {
    candidateId: 'c',
    jobId: 'j',
    engagementId: 'e',
    pushEndpoint: 'p',
    reportId: 'r',
    agencyId: 'a',
  }
  const render = (ids: OwnedIds) => {
    const { url, init } = urlAndInit(name, call(ids), ids.jobId)
    return JSON.stringify([url, (init as { body?: string }).body ?? ''])
  }
  return ID_KINDS.filter(
    (kind) => render({ ...plain, [kind]: `SWAPPED-${kind}` }) !== render(plain),
  )
}

const entries = Object.entries(matrix) as Array<[EndpointName, MatrixEntry]>
const inScope = entries.filter(([, entry]) => entry.kind !== 'out-of-scope')

/** Figures of one database's run, printed once at the end. */
const figures = new Map<string, { requests: number; leaks: number; variants: Set<string> }>()

describe('the ownership matrix covers the endpoint table', () => {
  it('has one entry per call of contract/endpoints.ts, no more, no fewer', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(endpoints).sort())
  })

  it('declares exactly the ids each call sends (so none escapes the swap)', () => {
    for (const [name, entry] of entries) {
      if (entry.kind !== 'owned') continue
      expect({ name, ids: idsUsedBy(name, entry.call) }).toEqual({
        name,
        ids: ID_KINDS.filter((kind) => kind in entry.takes || kind in (entry.notSwapped ?? {})),
      })
    }
  })

  it('leaves out only development affordances under /api/dev, each with its reason', () => {
    for (const [name, entry] of entries) {
      if (entry.kind !== 'out-of-scope') continue
      expect(endpoints[name].path).toMatch(/^\/api\/dev\//)
      expect(entry.reason.length).toBeGreaterThan(20)
    }
  })
})

const blobs = useEmbeddedBlobStore()

describeEachDatabase(
  'ownership matrix',
  (database: TestDatabase) => {
    let t: TestApp
    let telephony: DevTelephonyProvider
    let a: Party
    let b: Party
    let revokedA: string
    let expiredA: string
    let nextPhone = 9100
    const tally = { requests: 0, leaks: 0, variants: new Set<string>() }
    figures.set(database.kind, tally)

    beforeAll(async () => {
      telephony = createDevTelephonyProvider({
        logger: createLogger('silent'),
        now: () => t.clock.now(),
      })
      t = createTestApp(
        database.db,
        { TELEPHONY_PROVIDER: 'dev' },
        { blobs: blobs.store, queue: await database.queue(), telephony },
      )
      a = await setUpParty(t, database, 'A', 9001)
      b = await setUpParty(t, database, 'B', 9002)
      revokedA = await revokedTokenOf(t, a)
      expiredA = await expiredTokenOf(t, a)
    })

    const send = async (name: EndpointName, shape: CallShape, jobId: string, token?: string) => {
      const { url, init } = urlAndInit(name, shape, jobId, token)
      return t.app.request(url, init)
    }

    /** A login session started for the phone (its code texted), for the sign-in calls. */
    const freshLogin = async (phone: string): Promise<LoginIds> => {
      const sessionToken = await startLogin(t, phone)
      return { phone, sessionToken, code: latestCode(t, phone) }
    }

    const party = (role: Role) => (role === 'A' ? a : b)

    function ownedVariants(name: EndpointName, entry: Extract<MatrixEntry, { kind: 'owned' }>) {
      const refused = {
        markersOf: ['A', 'B'] as Role[],
        checkNoWrite: entry.writes,
      }
      const variants: Variant[] = [
        {
          label: "A's own ids",
          expected: { status: entry.own?.status === 409 ? 409 : 200, refusal: false },
          markersOf: ['B'],
          checkNoWrite: false,
          prepare: async () => {
            if (entry.own?.party === 'fresh-candidate') {
              const fresh = await signIn(t, phoneNumber(nextPhone++))
              const ids = { ...a, candidateId: fresh.userId }
              return () => send(name, entry.call(ids), ids.jobId, fresh.accessToken)
            }
            const token =
              entry.own?.party === 'fresh-session'
                ? (await signIn(t, a.phone)).accessToken
                : a.accessToken
            return () => send(name, entry.call(a), a.jobId, token)
          },
        },
      ]
      for (const kind of ID_KINDS) {
        const answer = entry.takes[kind]
        if (!answer) continue
        variants.push({
          label: `B's ${kind}`,
          expected: foreignExpectation(answer),
          // The swapped id itself is in the request; B's other data must not come back.
          ...refused,
          markersOf: ['B'],
          prepare: async () => {
            const ids: OwnedIds = { ...a, [kind]: b[kind] }
            return () => send(name, entry.call(ids), ids.jobId, a.accessToken)
          },
        })
      }
      const refusedWith = (label: string, token: () => string | undefined): Variant => ({
        label,
        expected: UNAUTHORIZED,
        ...refused,
        prepare: async () => () => send(name, entry.call(a), a.jobId, token()),
      })
      variants.push(
        refusedWith('no token', () => undefined),
        refusedWith('a token Logout revoked', () => revokedA),
        refusedWith('an expired token', () => expiredA),
      )
      return variants
    }

    function signInVariants(name: EndpointName, entry: Extract<MatrixEntry, { kind: 'sign-in' }>) {
      const refused = {
        expected: BAD_LOGIN_SESSION,
        markersOf: ['A', 'B'] as Role[],
        checkNoWrite: true,
      }
      /**
       * A login session of someone signing in on a phone of their own (each variant its own, so
       * the per-phone code budget holds), past the resend cooldown.
       */
      const login = async (): Promise<LoginIds> => {
        const fresh = await freshLogin(phoneNumber(nextPhone++))
        t.clock.advanceSeconds(OTP_RESEND_COOLDOWN_SECONDS + 1)
        return fresh
      }
      const sending = (ids: LoginIds, bearer: string | undefined) => async () =>
        send(name, entry.call(ids), a.jobId, bearer)
      return [
        {
          label: 'its own login session',
          expected: { status: 200, refusal: false },
          markersOf: ['A', 'B'],
          checkNoWrite: false,
          prepare: async () => {
            const own = await login()
            return sending(own, own.sessionToken)
          },
        },
        {
          label: "its login session with B's phone",
          ...refused,
          prepare: async () => {
            const own = await login()
            return sending({ ...own, phone: b.phone }, own.sessionToken)
          },
        },
        {
          label: 'no token',
          ...refused,
          prepare: async () => sending(await login(), undefined),
        },
        {
          label: "A's access token in place of a login session",
          ...refused,
          prepare: async () => {
            const own = await login()
            return sending({ ...own, sessionToken: a.accessToken }, a.accessToken)
          },
        },
        {
          label: 'a login session already used',
          ...refused,
          prepare: async () => {
            const own = await login()
            const used = await validateOtp(t, {
              nationalNumber: own.phone,
              otp: own.code,
              sessionToken: own.sessionToken,
            })
            expect(used.status).toBe(200)
            return sending(own, own.sessionToken)
          },
        },
      ] satisfies Variant[]
    }

    const publicVariants = (
      name: EndpointName,
      entry: Extract<MatrixEntry, { kind: 'public' }>,
    ): Variant[] => [
      {
        label: 'no token, with B as the subject',
        expected: { status: 200, refusal: false },
        markersOf: ['A', 'B'],
        publicCall: true,
        checkNoWrite: false,
        prepare: async () => () => send(name, entry.call({ phone: b.phone }), a.jobId),
      },
    ]

    const variantsOf = (name: EndpointName, entry: MatrixEntry): Variant[] =>
      entry.kind === 'owned'
        ? ownedVariants(name, entry)
        : entry.kind === 'sign-in'
          ? signInVariants(name, entry)
          : entry.kind === 'public'
            ? publicVariants(name, entry)
            : []

    /** Both candidates' data, each read with their own live token. */
    const snapshots = () =>
      Promise.all([
        snapshotOf(t, database, a, telephony, a.accessToken),
        snapshotOf(t, database, b, telephony, b.accessToken),
      ])

    /** One variant's request and checks; a failure of a refusal, or another's data seen, is a leak. */
    async function run(variant: Variant) {
      let leak = variant.expected.refusal
      try {
        const request = await variant.prepare()
        const before = variant.checkNoWrite ? await snapshots() : undefined
        const response = await request()
        tally.requests += 1
        const text = await response.text()
        expect({ status: response.status, text }).toMatchObject({ status: variant.expected.status })
        if ('code' in variant.expected) {
          const body = JSON.parse(text) as {
            status: boolean
            message: string
            error: { code: string }
          }
          expect(body.status).toBe(false)
          expect(body.error.code).toBe(variant.expected.code)
          if (variant.expected.message) expect(body.message).toBe(variant.expected.message)
        }
        leak = true
        for (const role of variant.markersOf) {
          for (const marker of privateMarkers(party(role), {
            publicCall: variant.publicCall === true,
          })) {
            expect(text, `${role}'s ${marker} is in the answer`).not.toContain(marker)
          }
        }
        if (before) expect(await snapshots()).toEqual(before)
        leak = false
      } finally {
        if (leak) tally.leaks += 1
      }
    }

    // The table is the matrix's source: a route mounted without a line there would escape it.
    // (The Twilio webhooks under /api/Telephony, mounted only with TELEPHONY_PROVIDER=twilio,
    // answer Twilio's signature, not a candidate: telephony-router.ts.)
    it('the /api routes the server mounts are exactly the calls of the endpoint table', () => {
      const table = new Set(Object.values(endpoints).map(({ method, path }) => `${method} ${path}`))
      const mounted = t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      expect(mounted.length).toBeGreaterThan(30)
      expect(mounted.filter((route) => !table.has(route))).toEqual([])
      // And the other way: a path spelled differently in the table and in its router fails here.
      expect([...table].filter((route) => !mounted.includes(route))).toEqual([])
    })

    for (const [name, entry] of inScope) {
      const { method, path } = endpoints[name]
      describe(`${name} (${method} ${path})`, () => {
        for (const variant of variantsOf(name, entry)) {
          tally.variants.add(variant.label)
          it(variant.label, () => run(variant))
        }
      })
    }
  },
  { shared: true },
)

afterAll(() => {
  const runs = [...figures.entries()]
  const [first] = runs
  if (!first) return
  const [, tally] = first
  const leaks = runs.reduce((sum, [, run]) => sum + run.leaks, 0)
  console.log(
    `Ownership matrix: ${inScope.length} calls, ${tally.requests} requests ` +
      `(${tally.variants.size} kinds of variant, each call those that apply), ${leaks} leaks (each on ${runs.map(([kind]) => kind).join(' and ')})`,
  )
})
