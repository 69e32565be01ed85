import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { callEndpointUri, listeningOrigin, publicOriginOf } from './public-origin'

const ENGAGEMENT = '0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f'

const configOf = (env: Record<string, string>) =>
  loadConfig({ DEV_AFFORDANCES: 'on', TRANSCRIBER: 'none', ...env })

describe('the call address', () => {
  it.each([
    ['https://jobs.hirelane.example', 'wss://jobs.hirelane.example'],
    ['https://jobs.hirelane.example:8443', 'wss://jobs.hirelane.example:8443'],
    ['http://localhost:8080', 'ws://localhost:8080'],
    ['http://127.0.0.1:9000', 'ws://127.0.0.1:9000'],
    ['http://[::1]:9000', 'ws://[::1]:9000'],
  ])('on %s is %s/ws/interview/{id}?token=', (origin, socketOrigin) => {
    expect(callEndpointUri(origin, ENGAGEMENT, 'tok_A-b')).toBe(
      `${socketOrigin}/ws/interview/${ENGAGEMENT}?token=tok_A-b`,
    )
  })

  it('keeps the token inside its query parameter', () => {
    const uri = new URL(callEndpointUri('https://jobs.hirelane.example', ENGAGEMENT, 'a&b=c#d'))
    expect([...uri.searchParams]).toEqual([['token', 'a&b=c#d']])
    expect(uri.hash).toBe('')
  })
})

describe('the public origin', () => {
  it('is PUBLIC_URL when it is set, whatever port the server bound', () => {
    const config = configOf({ PUBLIC_URL: 'https://jobs.hirelane.example/some/path' })
    expect(publicOriginOf(config, 43_210)).toBe('https://jobs.hirelane.example')
  })

  it('is the listening address with the bound port when PUBLIC_URL is unset', () => {
    expect(publicOriginOf(configOf({}), 43_210)).toBe('http://localhost:43210')
    expect(publicOriginOf(configOf({ PORT: '9000' }), 9000)).toBe('http://localhost:9000')
    expect(publicOriginOf(configOf({ HOST: '10.0.0.5' }), 8080)).toBe('http://10.0.0.5:8080')
  })

  it.each([
    ['127.0.0.1', 'http://localhost:8080'],
    ['0.0.0.0', 'http://localhost:8080'],
    ['::', 'http://localhost:8080'],
    ['::1', 'http://localhost:8080'],
    ['localhost', 'http://localhost:8080'],
    ['192.168.1.20', 'http://192.168.1.20:8080'],
    ['fd00::5', 'http://[fd00::5]:8080'],
    ['App.Example', 'http://app.example:8080'],
  ])('of HOST %s is %s', (host, origin) => {
    expect(listeningOrigin(host, 8080)).toBe(origin)
  })
})
