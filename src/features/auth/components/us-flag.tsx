/** A small United States flag (inline SVG: no emoji, which Windows shows as 'US' letters). */
export function UsFlag({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="24" height="16" viewBox="0 0 24 16" focusable="false">
      <rect width="24" height="16" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={(row * 16) / 13} width="24" height={16 / 13} fill="#ffffff" />
      ))}
      <rect width="10" height={(7 * 16) / 13} fill="#3c3b6e" />
    </svg>
  )
}
