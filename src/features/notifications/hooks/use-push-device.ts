import { useCallback, useEffect, useState } from 'react'
import { currentSubscription } from '../model/browser-subscription'
import {
  notificationPermission,
  pushSupportOf,
  readPushEnvironment,
  type PushSupport,
} from '../model/push-support'

export interface PushDevice {
  support: PushSupport
  permission: NotificationPermission
  /** This device has a push subscription; undefined until that is read. */
  subscribed: boolean | undefined
  /** Reads permission and subscription again (after turning on or off). */
  refresh: () => Promise<void>
}

/** Calls `onChange` when the notifications permission changes in the browser's settings. */
function watchPermission(onChange: () => void): () => void {
  let status: PermissionStatus | undefined
  let stopped = false
  void navigator.permissions
    ?.query({ name: 'notifications' })
    .then((answer) => {
      if (stopped) return
      status = answer
      status.addEventListener('change', onChange)
    })
    .catch(() => {
      // Not queryable here (older Safari): the next visit reads the permission afresh.
    })
  return () => {
    stopped = true
    status?.removeEventListener('change', onChange)
  }
}

/** Permission and subscription as they are now. */
async function readDevice(
  support: PushSupport,
): Promise<Pick<PushDevice, 'permission' | 'subscribed'>> {
  const subscription =
    support === 'supported' ? await currentSubscription().catch(() => null) : null
  return { permission: notificationPermission(), subscribed: subscription !== null }
}

/** What this browser can do with push, and what it has: permission and subscription. */
export function usePushDevice(): PushDevice {
  const [support] = useState(() => pushSupportOf(readPushEnvironment()))
  const [state, setState] = useState<Pick<PushDevice, 'permission' | 'subscribed'>>(() => ({
    permission: notificationPermission(),
    subscribed: undefined,
  }))

  const refresh = useCallback(() => readDevice(support).then(setState), [support])

  useEffect(() => {
    let live = true
    const update = () =>
      void readDevice(support).then((next) => {
        if (live) setState(next)
      })
    update()
    const stopWatching = watchPermission(update)
    return () => {
      live = false
      stopWatching()
    }
  }, [support])

  return { support, ...state, refresh }
}
