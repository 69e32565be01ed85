import { appConfig } from '@/shared/config'

const product = appConfig.productName

/** Every text of the landing page, in English (docs/product.md#the-public-pages words it). */
export const landingTextsEn = {
  meta: {
    title: (productName: string) => `${productName} - Let AI find your next job`,
    description:
      'Free for job seekers: one short AI interview, then we match you with hourly and industrial jobs near you and apply on your behalf.',
  },
  /** The words of the page around the landing markup (index.html's), in the prerender. */
  page: {
    loading: 'Loading…',
    needsJavaScript: (productName: string) =>
      `${productName} needs JavaScript to run. Please turn it on and reload.`,
  },
  skipToContent: 'Skip to content',
  header: {
    navLabel: 'Page sections',
    nav: { hired: 'Hired', howItWorks: 'How does it work?', faq: 'FAQ' },
  },
  getStarted: 'Get started',
  hero: {
    eyebrow: 'Hourly & industrial jobs in the US',
    title: 'Your next job?',
    titleAccent: 'Let AI find it for you',
    lead: 'One short interview with our AI recruiter, right from your phone. We match you with forklift, warehouse, assembly and production jobs near you, and apply for you.',
    note: 'Free for job seekers. No resume needed.',
    trustedBy: 'Trusted by',
    trustedWho: 'job seekers',
    matchesHead: 'Your matches this week',
    sampleMatches: [
      { title: 'Forklift Operator', place: 'Dallas, TX · $19–22/hr', status: 'Top match' },
      { title: 'Order Picker', place: 'Columbus, OH · $18/hr', status: 'Applied' },
      { title: 'Assembler', place: 'Louisville, KY · $20/hr', status: 'Interview' },
    ],
  },
  /**
   * The line offering the page in the other language, written in that language (and marked
   * with its `lang`): on the English page, the Spanish offer the page always had.
   */
  otherLanguageOffer: '¿Prefieres español? Haz tu entrevista en español.',
  hired: {
    kicker: 'Real people, real jobs',
    title: 'Hired',
    intro:
      'Forklift operators, order pickers, assemblers and warehouse associates find their next job with us every day.',
    /** The figures appear only as the operator configures them (src/shared/config.ts). */
    claims: {
      yearlyHires: (year: string) => `hires in ${year}`,
      hiresPerMonth: 'candidates hired every month',
      jobSeekers: 'job seekers trust us',
      free: { value: '$0', label: 'for job seekers: hiring companies pay on placement' },
    },
  },
  carousel: {
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    label: 'Stories from hired candidates',
    slideLabel: (index: number, count: number) => `Testimonial ${index} of ${count}`,
    portraitAlt: (name: string) => `Portrait of ${name}`,
    roleAndPlace: (role: string, place: string) => `${role}, ${place}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    others: 'Other testimonials',
    showFrom: (name: string) => `Show testimonial from ${name}`,
  },
  testimonials: {
    marcus: {
      role: 'Forklift Operator',
      quote:
        'I did the interview on my phone during my lunch break. Two days later I had an offer for a day-shift forklift job paying $3 more an hour.',
    },
    ana: {
      role: 'Order Picker',
      quote:
        'I did the whole interview in Spanish and felt comfortable from the first question. Now I pick orders on a shift that fits my kids’ school schedule.',
    },
    tuan: {
      role: 'Assembler',
      quote:
        'No resume, no problem. The AI recruiter asked about my years on the line and found me an assembly job ten minutes from home.',
    },
    kayla: {
      role: 'Warehouse Associate',
      quote:
        'I got a text every time an agency looked at my profile. I started at a warehouse in Riverside within two weeks, and I never paid a cent.',
    },
  },
  howItWorks: {
    kicker: 'Three steps, about 10 minutes',
    title: 'How does it work?',
    steps: [
      {
        title: 'Tell us about yourself',
        text: 'Sign up with your mobile number and share a few basics: your name and the jobs you want. No resume needed.',
      },
      {
        title: 'Interview instantly',
        text: 'Talk with our AI recruiter right away, from your phone, in English or Spanish. It takes about 5 to 10 minutes.',
      },
      {
        title: 'Sit back & let jobs find you',
        text: 'We match you with jobs and apply to your best matches for you. You get a text when something happens.',
      },
    ],
  },
  features: {
    kicker: 'Built for hourly workers',
    title: (productName: string) => `Why job seekers choose ${productName}`,
    items: {
      network: {
        title: 'Access to a vast staffing network',
        text: 'One profile reaches our network of staffing agency partners hiring across the US.',
      },
      match: {
        title: 'Accurate job matches',
        text: 'Our AI compares your skills, pay and shifts with every opening, so you only see jobs that fit.',
      },
      autopilot: {
        title: 'Job search on autopilot',
        text: 'We apply to your high-match jobs for you. No endless forms, no cover letters.',
      },
      fair: {
        title: 'Unbiased hiring',
        text: 'Everyone gets the same interview and is judged on skills and experience, not on a resume.',
      },
      clock: {
        title: '24/7 service',
        text: 'Interview after your night shift or on a Sunday morning. Our AI recruiter never closes.',
      },
    },
  },
  jobs: {
    kicker: 'Hiring now',
    title: 'Jobs waiting for you',
    listLabel: 'Recommended jobs',
    available: { one: 'job available', other: 'jobs available' },
    more: 'and more ...',
    seeAll: 'See all jobs',
  },
  faq: {
    kicker: 'Questions? We have answers',
    title: 'Frequently asked questions',
    /** Nine questions (docs/product.md#the-public-pages); the first is open when the page loads. */
    items: [
      {
        question: `Is ${product} really free for job seekers?`,
        answer: `Yes. ${product} is free for job seekers, now and later. Hiring companies pay us only when they hire someone through us, so you never pay a fee.`,
      },
      {
        question: 'How does the AI interview work, and how long does it take?',
        answer:
          'Our AI recruiter talks with you right in the app, or calls your phone if you prefer. It asks about your work experience, skills, the shifts you can work and the pay you want, like a friendly recruiter would. It takes about 5 to 10 minutes.',
      },
      {
        question: 'Do I need a resume?',
        answer:
          'No. Your interview is enough to build your profile. If you already have a resume you can add it (PDF, Word, TXT or HTML, up to 10 MB), but you do not need one to get matched.',
      },
      {
        question: 'What kinds of jobs can I find?',
        answer:
          'Hourly and industrial jobs: forklift operator, assembler, order picker, material handler, machine operator, production associate, warehouse associate and more. Full-time, part-time and temporary, on day, evening, night and weekend shifts.',
      },
      {
        question: `Where is ${product} available, and who can use it?`,
        answer: `${product} works anywhere in the United States. You must be at least 18 years old and legally allowed to live and work in the US.`,
      },
      {
        question: 'How do job matching and auto-apply work?',
        answer:
          'From your interview we learn your skills, pay and shift preferences and compare them with every open job. Jobs that fit are marked as high matches or good matches. We apply to your high matches for you and present your profile to our staffing agency partners. You can ask for more jobs like one you like, or dismiss one that does not fit.',
      },
      {
        question: 'How will I hear back?',
        answer:
          'We send you a text message or a push notification when something happens, such as an agency reviewing your profile or moving your application forward. You can also follow every application on your dashboard.',
      },
      {
        question: `Can I use ${product} in Spanish?`,
        answer:
          'Yes. You can do your AI interview in Spanish: just tell the recruiter at the start. Many of our candidates interview in Spanish.',
      },
      {
        question: 'How is my information protected, and can I delete my account?',
        answer: `We share your profile only with our staffing agency partners, to find you a job. You can delete your account at any time from your profile page, and you can write to ${appConfig.privacyEmail} with any privacy question. Our Privacy Policy has the details.`,
      },
    ],
  },
  closing: {
    title: 'Ready for your next job?',
    text: 'It is free, it takes about 10 minutes, and you can start right now from your phone.',
  },
  footer: {
    tagline: 'Jobs for hourly and industrial workers across the US. Free for job seekers.',
    navLabel: 'Legal and contact',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
    rights: (productName: string) => `© ${productName}. All rights reserved.`,
  },
}
