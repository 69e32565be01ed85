/**
 * Design tokens of the shared UI kit. Every text/background pair here passes WCAG AA
 * (4.5:1) on white and on the page background #f6f8fb.
 */
export const colors = {
  text: '#1a2230',
  mutedText: '#4b5565',
  surface: '#ffffff',
  border: '#6b7487',
  primary: '#0b4f8a',
  primaryHover: '#093f6e',
  onPrimary: '#ffffff',
  focusRing: '#1d6fd6',
  error: '#b42318',
  errorSurface: '#fef3f2',
  success: '#067647',
  successSurface: '#ecfdf3',
  disabledSurface: '#d5dae1',
  disabledText: '#3b4452',
} as const

/** WCAG 2.2 target size: 44 px is the comfortable minimum on a phone. */
export const TOUCH_TARGET = '44px'

export const radii = { control: '8px', card: '12px' } as const

export const focusRing = `
  outline: 3px solid ${colors.focusRing};
  outline-offset: 2px;
`
