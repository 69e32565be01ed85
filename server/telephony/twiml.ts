/**
 * The TwiML that connects an answered call to the interview's media stream. <Connect><Stream>
 * (not <Start><Stream>) makes the stream bidirectional, so the recruiter can speak into the call;
 * https://www.twilio.com/docs/voice/twiml/stream. Twilio drops a query string from the stream URL,
 * so anything the socket needs goes in the path or in <Parameter>s, which come back in the start
 * message's customParameters.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside a double-quoted XML attribute. */
export const escapeXmlAttribute = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)

export function connectStreamTwiml(
  streamUrl: string,
  parameters: Readonly<Record<string, string>> = {},
): string {
  const children = Object.entries(parameters)
    .map(
      ([name, value]) =>
        `<Parameter name="${escapeXmlAttribute(name)}" value="${escapeXmlAttribute(value)}"/>`,
    )
    .join('')
  const url = escapeXmlAttribute(streamUrl)
  const stream = children ? `<Stream url="${url}">${children}</Stream>` : `<Stream url="${url}"/>`
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Connect>${stream}</Connect></Response>`
}
