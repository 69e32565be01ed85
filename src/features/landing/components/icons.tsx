import type { ReactNode } from 'react'
import type { FeatureIcon } from '../content/marketing'

/** A 24 px line icon; decorative, so hidden from assistive technology. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="lp-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

const featurePaths: Record<FeatureIcon, ReactNode> = {
  network: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M10.8 7.2 6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
    </>
  ),
  match: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  autopilot: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  fair: <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
}

export const FeatureIconSvg = ({ icon }: { icon: FeatureIcon }) => <Icon>{featurePaths[icon]}</Icon>

export const ChevronLeft = () => (
  <Icon>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)

export const ChevronRight = () => (
  <Icon>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)

export const ChevronDown = () => (
  <Icon size={20}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

/** The app icon's mark (public/favicon.svg): an 'H' over an amber lane line. */
export const BrandMark = () => (
  <svg
    className="lp-brand__mark"
    width="32"
    height="32"
    viewBox="0 0 64 64"
    aria-hidden="true"
    focusable="false"
  >
    <rect width="64" height="64" rx="14" fill="#0f4c81" />
    <path fill="#fff" d="M18 15h7.7v29.4H18zM38.4 15h7.7v29.4h-7.7zM25.6 27h12.8v7H25.6z" />
    <path fill="#f5a623" d="M18 48.6h28.2v3.9H18z" />
  </svg>
)
