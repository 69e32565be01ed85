import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const saved = { timestamp: 1, buster: 'b', clientState: { queries: [], mutations: [] } }
const idb = vi.hoisted(() => ({
  get: vi.fn(),
  set: vi.fn(),
  del: vi.fn(),
  clear: vi.fn(),
  createStore: vi.fn(() => 'store'),
}))
vi.mock('idb-keyval', () => idb)

// Fresh module state (the early read) for each test.
const load = () => import('./idb-persister')

describe('the saved queries read early', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.stubGlobal('indexedDB', {})
    for (const mock of Object.values(idb)) mock.mockClear()
    idb.get.mockResolvedValue(saved)
    idb.clear.mockResolvedValue(undefined)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is the read the restore gets, made once; a later restore reads again', async () => {
    const { startReadingSavedQueries, createIdbPersister } = await load()
    startReadingSavedQueries()
    startReadingSavedQueries()
    expect(idb.get).toHaveBeenCalledTimes(1)

    const persister = createIdbPersister()
    await expect(persister.restoreClient()).resolves.toBe(saved)
    expect(idb.get).toHaveBeenCalledTimes(1)
    await persister.restoreClient()
    expect(idb.get).toHaveBeenCalledTimes(2)
  })

  it('is dropped by a wipe: a sign-in after a sign-out reads what is saved then', async () => {
    const { startReadingSavedQueries, createIdbPersister, wipePersistedQueries } = await load()
    startReadingSavedQueries()
    await wipePersistedQueries()
    idb.get.mockResolvedValue(undefined)
    await expect(createIdbPersister().restoreClient()).resolves.toBeUndefined()
    expect(idb.get).toHaveBeenCalledTimes(2)
  })

  it('is not made where there is no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const { startReadingSavedQueries } = await load()
    startReadingSavedQueries()
    expect(idb.get).not.toHaveBeenCalled()
  })
})
