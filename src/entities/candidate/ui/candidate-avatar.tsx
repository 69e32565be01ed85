import { useState } from 'react'
import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'
import { initialsOf } from '../model/candidate-header-text'

interface CandidateAvatarProps {
  name: string
  /** The profile photo (a signed URL), or null for the initials. */
  imageUrl: string | null
  /** Diameter in rem. */
  size?: number
}

/**
 * The candidate's photo, or their initials on a coloured disc (docs/product.md#profile).
 * Decorative: the name is always written beside it. A photo that cannot load (offline, an expired
 * link) falls back to the initials.
 */
export function CandidateAvatar({ name, imageUrl, size = 4 }: CandidateAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showImage = imageUrl !== null && imageUrl !== failedUrl
  return (
    <Disc $size={size} aria-hidden="true" data-testid="candidate-avatar">
      {showImage ? (
        <img src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        initialsOf(name) || <PersonIcon />
      )}
    </Disc>
  )
}

function PersonIcon() {
  return (
    <svg width="60%" height="60%" viewBox="0 0 24 24" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  )
}

const Disc = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}rem;
  height: ${({ $size }) => $size}rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: ${({ $size }) => $size * 0.4}rem;
  font-weight: 700;
  line-height: 1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
