import { Link } from '@tanstack/react-router'
import { useLandingTexts } from '../landing-texts'

/** Every Get started call to action goes to /login (docs/product.md#the-public-pages). */
export function GetStartedLink({ size = 'large' }: { size?: 'small' | 'large' }) {
  const landingTexts = useLandingTexts()
  return (
    <Link to="/login" className={`lp-button lp-button--${size}`}>
      {landingTexts.getStarted}
    </Link>
  )
}
