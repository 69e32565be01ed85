import { describe, expect, it } from 'vitest'
import { connectStreamTwiml, escapeXmlAttribute } from './twiml'

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>'

describe('connectStreamTwiml', () => {
  it('connects the call to the stream URL', () => {
    expect(connectStreamTwiml('wss://api.hirelane.example/ws/phone/abc123')).toBe(
      `${HEAD}<Response><Connect><Stream url="wss://api.hirelane.example/ws/phone/abc123"/></Connect></Response>`,
    )
  })

  it('passes custom parameters in order', () => {
    expect(
      connectStreamTwiml('wss://api.hirelane.example/ws/phone/abc123', {
        engagementId: 'e-1',
        language: 'en',
      }),
    ).toBe(
      `${HEAD}<Response><Connect><Stream url="wss://api.hirelane.example/ws/phone/abc123">` +
        '<Parameter name="engagementId" value="e-1"/><Parameter name="language" value="en"/>' +
        '</Stream></Connect></Response>',
    )
  })

  it('escapes & < > " and \' in the URL, names and values', () => {
    expect(escapeXmlAttribute(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXmlAttribute('&amp;')).toBe('&amp;amp;') // escapes once, text is never markup
    const twiml = connectStreamTwiml('wss://x.example/ws?a=1&b="2"', { [`n<'>`]: `v&"<>'` })
    expect(twiml).toBe(
      `${HEAD}<Response><Connect><Stream url="wss://x.example/ws?a=1&amp;b=&quot;2&quot;">` +
        '<Parameter name="n&lt;&apos;&gt;" value="v&amp;&quot;&lt;&gt;&apos;"/>' +
        '</Stream></Connect></Response>',
    )
  })

  it('leaves no raw markup characters inside attribute values', () => {
    const twiml = connectStreamTwiml(`wss://x.example/"><Hangup/>`, { a: `"/><Hangup/><x y="` })
    expect(twiml).not.toContain('<Hangup/>')
    expect(twiml.match(/<\/?[?\w]+/g)).toEqual([
      '<?xml',
      '<Response',
      '<Connect',
      '<Stream',
      '<Parameter',
      '</Stream',
      '</Connect',
      '</Response',
    ])
  })
})
