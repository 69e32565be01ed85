import { act, screen } from '@testing-library/react'
import { flushPromises } from './fake-call'
import type { fakeServices } from './fake-services'

/** Shared steps and queries of the InterviewCall component tests. */
type Fake = ReturnType<typeof fakeServices>

/** Opens the socket and connects the peer of the newest attempt. */
export const connect = async (fake: Fake) => {
  await act(async () => {
    fake.sockets.at(-1)!.open()
    await flushPromises()
    fake.peers.at(-1)!.setState('connected')
  })
}

export const heading = (name: string) => screen.getByRole('heading', { name })

/** The line under the call's heading (the typed answer has a status line of its own). */
export const callStatus = () => screen.getAllByRole('status')[0]!
