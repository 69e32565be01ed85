import { describe, expect, it } from 'vitest'
import {
  CHANGE_REQUEST_MAX_LENGTH,
  changeRequestMailto,
  isChangeRequestEmpty,
  limitChangeRequest,
} from './change-request'

const parse = (mailto: string) => {
  const [address, query = ''] = mailto.replace(/^mailto:/, '').split('?')
  return { address, params: new URLSearchParams(query) }
}

describe('the preference change request (docs/product.md#preference)', () => {
  it('writes to the support address with the subject and the text as body', () => {
    const { address, params } = parse(
      changeRequestMailto('support@hirelane.example', 'Add second shift, please'),
    )
    expect(address).toBe('support@hirelane.example')
    expect(params.get('subject')).toBe('Preference change update request')
    expect(params.get('body')).toBe('Add second shift, please')
  })

  it('encodes what a mail address would misread, and keeps line breaks as CRLF', () => {
    const mailto = changeRequestMailto('support@hirelane.example', '  $20 & up?\nNo nights #1  ')
    expect(mailto).not.toMatch(/[ &#]up|\n/)
    expect(mailto).toContain('body=%2420%20%26%20up%3F%0D%0ANo%20nights%20%231')
    expect(decodeURIComponent(mailto.split('body=')[1] ?? '')).toBe('$20 & up?\r\nNo nights #1')
  })

  it('sends an empty body when nothing is typed (the click is not blocked)', () => {
    expect(parse(changeRequestMailto('a@b.example', '   ')).params.get('body')).toBe('')
    expect(isChangeRequestEmpty('   \n')).toBe(true)
    expect(isChangeRequestEmpty(' x ')).toBe(false)
  })

  it('keeps at most 300 characters', () => {
    expect(CHANGE_REQUEST_MAX_LENGTH).toBe(300)
    expect(limitChangeRequest('y'.repeat(350))).toHaveLength(300)
    const body = parse(changeRequestMailto('a@b.example', 'z'.repeat(400))).params.get('body')
    expect(body).toHaveLength(300)
  })
})
