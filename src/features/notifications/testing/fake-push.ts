import { vi } from 'vitest'

/** A server key as the contract writes it: 65 bytes, 0x04 first, base64url. */
export const keyBytes = (seed: number) =>
  Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * seed) % 256))

export const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export const SERVER_KEY = base64Url(keyBytes(7))
export const OTHER_KEY = base64Url(keyBytes(11))

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

let endpointCounter = 0

export interface FakePushOptions {
  permission?: NotificationPermission
  /** What the browser's prompt answers. */
  answer?: NotificationPermission
  /** Subscribed already, with this server key. */
  subscribedWith?: string
  /** No Push API (an iPhone tab, an old browser). */
  noPush?: boolean
}

/**
 * A browser's push parts for happy-dom, which has none: Notification with its permission and
 * prompt, a service worker registration whose PushManager keeps one subscription, and the
 * container's message events. Undo with removeFakePush().
 */
export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscribedWith,
  noPush = false,
}: FakePushOptions = {}) {
  let currentPermission = permission
  const makeSubscription = (key: string) => {
    endpointCounter += 1
    const endpoint = `https://fcm.googleapis.com/wp/fake-${endpointCounter}`
    const subscription = {
      endpoint,
      options: { applicationServerKey: fromBase64Url(key).buffer },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: base64Url(keyBytes(3)), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      }),
      unsubscribe: vi.fn(async () => {
        if (state.subscription === subscription) state.subscription = null
        return true
      }),
    }
    return subscription
  }
  type FakeSubscription = ReturnType<typeof makeSubscription>
  const state: { subscription: FakeSubscription | null } = {
    subscription: subscribedWith ? makeSubscription(subscribedWith) : null,
  }

  const requestPermission = vi.fn(async () => {
    currentPermission = answer
    return answer
  })
  vi.stubGlobal('Notification', {
    get permission() {
      return currentPermission
    },
    requestPermission,
  })
  if (!noPush) vi.stubGlobal('PushManager', function PushManager() {})

  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: string }) => {
      state.subscription = makeSubscription(applicationServerKey)
      return state.subscription
    }),
  }
  const registration = { active: {}, pushManager }
  const messages = new EventTarget()
  const container = {
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: messages.addEventListener.bind(messages),
    removeEventListener: messages.removeEventListener.bind(messages),
    startMessages: vi.fn(),
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })

  return {
    requestPermission,
    pushManager,
    get subscription() {
      return state.subscription
    },
    /** The service worker posts a message to the page. */
    post(data: unknown) {
      messages.dispatchEvent(new MessageEvent('message', { data }))
    },
  }
}

export function removeFakePush(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  vi.unstubAllGlobals()
}
