const IMAGE_DIR = '/images/landing'

interface LandingPictureProps {
  /** File name stem in public/images/landing/, e.g. 'marcus-johnson'. */
  image: string
  /** Displayed size in CSS pixels; a `${size * 2}` file exists for 2x screens. */
  size: number
  alt: string
  className?: string
  /** Below the fold: load when near the viewport. */
  lazy?: boolean
}

const srcSet = (image: string, size: number, format: 'avif' | 'webp') =>
  `${IMAGE_DIR}/${image}-${size}.${format} 1x, ${IMAGE_DIR}/${image}-${size * 2}.${format} 2x`

/**
 * One of the generated landing images (scripts/generate-landing-images.mjs): AVIF, else
 * WebP, at 1x and 2x, with a fixed box so nothing shifts while it loads.
 */
export function LandingPicture({ image, size, alt, className, lazy = true }: LandingPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, size, 'avif')} />
      <source type="image/webp" srcSet={srcSet(image, size, 'webp')} />
      <img
        className={className}
        src={`${IMAGE_DIR}/${image}-${size}.webp`}
        width={size}
        height={size}
        alt={alt}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
    </picture>
  )
}
