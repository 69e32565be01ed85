/**
 * Other spellings of one push endpoint: texts the URL standard (`new URL`) reads as that
 * endpoint, or near it, but does not write back as they are. Node's legacy `url.parse`, which
 * the web-push library sends with, reads several of them as another host or as none
 * ('https:host/x' has no host for it, so the push went to localhost:443). Subscribe must refuse
 * every one with a 400 and store nothing.
 */
export function otherSpellingsOf(endpoint: string): Array<[label: string, text: string]> {
  const url = new URL(endpoint)
  if (url.href !== endpoint) throw new Error(`${endpoint} is not as the URL standard writes it`)
  const { host, hostname, port } = url
  const rest = `${url.pathname}${url.search}`
  const withHost = (authority: string) => `https://${authority}${rest}`
  const spellings: Array<[string, string]> = [
    ['no slash after the scheme', `https:${host}${rest}`],
    ['one slash after the scheme', `https:/${host}${rest}`],
    ['three slashes', `https:///${host}${rest}`],
    ['four slashes', `https:////${host}${rest}`],
    ['two backslashes', `https:\\\\${host}${rest}`],
    ['a slash and a backslash', `https:/\\${host}${rest}`],
    ['a backslash in the path', `https://${host}\\${rest.slice(1)}`],
    ['an upper-case scheme', `HTTPS://${host}${rest}`],
    ['a mixed-case scheme', `hTtPs://${host}${rest}`],
    ['a tab in the scheme', `ht\tps://${host}${rest}`],
    ['a tab in the host', withHost(`${host.slice(0, 1)}\t${host.slice(1)}`)],
    ['a newline in the host', withHost(`${host.slice(0, 1)}\n${host.slice(1)}`)],
    ['a carriage return after the scheme', `https:\r//${host}${rest}`],
    ['a leading space', ` ${endpoint}`],
    ['a trailing space', `${endpoint} `],
    ['a leading tab', `\t${endpoint}`],
    ['a trailing newline', `${endpoint}\n`],
    ['%2E in the host', withHost(host.replace('.', '%2E'))],
    ['%2F in the host', withHost(`${host}%2F`)],
    ['%2F and @ in the host (a user name)', withHost(`${host}%2F@${host}`)],
    [
      'the host percent-encoded',
      withHost(
        [...hostname].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('') +
          host.slice(hostname.length),
      ),
    ],
    ['a user name', withHost(`user@${host}`)],
    ['a user name and password', withHost(`user:pw@${host}`)],
    ['a password only', withHost(`:pw@${host}`)],
    ['the host as the user name of another', withHost(`${host}@127.0.0.2`)],
    ['a backslash before @', withHost(`${host}\\@evil.example`)],
    ['dot segments in the path', `https://${host}/x/..${rest}`],
    ['a trailing dot on the host', withHost(`${hostname}.${port ? `:${port}` : ''}`)],
  ]
  if (port === '') {
    spellings.push(['the default port written out', withHost(`${host}:443`)])
    spellings.push(['an empty port', withHost(`${host}:`)])
  } else {
    spellings.push(['a zero-padded port', withHost(`${hostname}:0${port}`)])
  }
  if (/[a-z]/.test(hostname)) spellings.push(['an upper-case host', withHost(host.toUpperCase())])
  if (/^127\.0\.0\.1$/.test(hostname)) {
    spellings.push(['the address in hex', withHost(host.replace(/^127/, '0x7f'))])
    spellings.push(['the address shortened', withHost(host.replace(/^127\.0\.0\.1/, '127.1'))])
  }
  return spellings
}
