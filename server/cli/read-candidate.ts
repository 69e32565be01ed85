const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A candidate by id, or by phone typed any usual way ('2065550123', '(206) 555-0123', '+1...'). */
export function readCandidate(text: string): { candidateId: string } | { phone: string } {
  if (UUID.test(text)) return { candidateId: text.toLowerCase() }
  const digits = text.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10)
    throw new Error(`'${text}' is neither a candidate id nor a US phone number.`)
  return { phone: `+1${national}` }
}
