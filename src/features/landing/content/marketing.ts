/** Texts of the landing page's sections (SPEC.md 1 and 2). */

/** Section ids: the targets of the top navigation's in-page links. */
export const sectionIds = {
  hired: 'hired',
  howItWorks: 'how-it-works',
  faq: 'faq',
} as const

export const navLinks = [
  { id: sectionIds.hired, label: 'Hired' },
  { id: sectionIds.howItWorks, label: 'How does it work?' },
  { id: sectionIds.faq, label: 'FAQ' },
] as const

/** The marketing claims of SPEC.md 1. */
export const claims = [
  { value: '10,000+', label: 'hires in 2025' },
  { value: '1,500+', label: 'candidates hired every month' },
  { value: '200,000+', label: 'job seekers trust us' },
  { value: '$0', label: 'for job seekers: hiring companies pay on placement' },
] as const

export const steps = [
  {
    title: 'Tell us about yourself',
    text: 'Sign up with your mobile number and share a few basics: your name and the jobs you want. No resume needed.',
    image: 'step-profile',
  },
  {
    title: 'Interview instantly',
    text: 'Talk with our AI recruiter right away, from your phone, in English or Spanish. It takes about 5 to 10 minutes.',
    image: 'step-interview',
  },
  {
    title: 'Sit back & let jobs find you',
    text: 'We match you with jobs and apply to your best matches for you. You get a text when something happens.',
    image: 'step-matches',
  },
] as const

export type FeatureIcon = 'network' | 'match' | 'autopilot' | 'fair' | 'clock'

export const features: readonly { icon: FeatureIcon; title: string; text: string }[] = [
  {
    icon: 'network',
    title: 'Access to a vast staffing network',
    text: 'One profile reaches our network of staffing agency partners hiring across the US.',
  },
  {
    icon: 'match',
    title: 'Accurate job matches',
    text: 'Our AI compares your skills, pay and shifts with every opening, so you only see jobs that fit.',
  },
  {
    icon: 'autopilot',
    title: 'Job search on autopilot',
    text: 'We apply to your high-match jobs for you. No endless forms, no cover letters.',
  },
  {
    icon: 'fair',
    title: 'Unbiased hiring',
    text: 'Everyone gets the same interview and is judged on skills and experience, not on a resume.',
  },
  {
    icon: 'clock',
    title: '24/7 service',
    text: 'Interview after your night shift or on a Sunday morning. Our AI recruiter never closes.',
  },
]
