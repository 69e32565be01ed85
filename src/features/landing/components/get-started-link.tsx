import { Link } from '@tanstack/react-router'

/** Every Get started call to action goes to /login (SPEC.md 2). */
export function GetStartedLink({ size = 'large' }: { size?: 'small' | 'large' }) {
  return (
    <Link to="/login" className={`lp-button lp-button--${size}`}>
      Get started
    </Link>
  )
}
