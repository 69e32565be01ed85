/** A testimonial of the landing carousel (SPEC.md 3). `image` names the portrait files. */
export interface Testimonial {
  id: string
  name: string
  role: string
  location: string
  quote: string
  image: string
}

/** Four static testimonials (SPEC.md 9); portraits drawn by scripts/generate-landing-images.mjs. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'marcus',
    name: 'Marcus Johnson',
    role: 'Forklift Operator',
    location: 'Dallas, TX',
    quote:
      'I did the interview on my phone during my lunch break. Two days later I had an offer for a day-shift forklift job paying $3 more an hour.',
    image: 'marcus-johnson',
  },
  {
    id: 'ana',
    name: 'Ana Morales',
    role: 'Order Picker',
    location: 'Columbus, OH',
    quote:
      'I did the whole interview in Spanish and felt comfortable from the first question. Now I pick orders on a shift that fits my kids’ school schedule.',
    image: 'ana-morales',
  },
  {
    id: 'tuan',
    name: 'Tuan Nguyen',
    role: 'Assembler',
    location: 'Louisville, KY',
    quote:
      'No resume, no problem. The AI recruiter asked about my years on the line and found me an assembly job ten minutes from home.',
    image: 'tuan-nguyen',
  },
  {
    id: 'kayla',
    name: 'Kayla Brooks',
    role: 'Warehouse Associate',
    location: 'Riverside, CA',
    quote:
      'I got a text every time an agency looked at my profile. I started at a warehouse in Riverside within two weeks, and I never paid a cent.',
    image: 'kayla-brooks',
  },
]
