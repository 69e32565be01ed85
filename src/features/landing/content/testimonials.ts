/**
 * A testimonial of the landing carousel (docs/product.md#the-public-pages): who said it (names and
 * cities are not translated); `id` names the role and quote in the catalogue, `image` the portrait
 * files.
 */
interface Testimonial {
  id: 'marcus' | 'ana' | 'tuan' | 'kayla'
  name: string
  location: string
  image: string
}

/**
 * Four static testimonials (docs/product.md#the-public-pages); portraits drawn by
 * scripts/generate-landing-images.mjs.
 */
export const testimonials: readonly Testimonial[] = [
  { id: 'marcus', name: 'Marcus Johnson', location: 'Dallas, TX', image: 'marcus-johnson' },
  { id: 'ana', name: 'Ana Morales', location: 'Columbus, OH', image: 'ana-morales' },
  { id: 'tuan', name: 'Tuan Nguyen', location: 'Louisville, KY', image: 'tuan-nguyen' },
  { id: 'kayla', name: 'Kayla Brooks', location: 'Riverside, CA', image: 'kayla-brooks' },
]
