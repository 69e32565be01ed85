/**
 * The text of the code message. Its last line is the WebOTP format (`@host #code`), so Chrome
 * on Android can offer the code to the page at that host with one tap.
 */
export function composeOtpMessage(options: {
  productName: string
  publicUrl: string
  code: string
}): string {
  const host = new URL(options.publicUrl).hostname
  return [
    `Your ${options.productName} code is ${options.code}. It expires in 10 minutes.`,
    '',
    `@${host} #${options.code}`,
  ].join('\n')
}
