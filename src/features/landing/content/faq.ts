import { appConfig } from '@/shared/config'

/** A question of the landing FAQ (SPEC.md 3). */
export interface FaqItem {
  question: string
  answer: string
}

const product = appConfig.productName

/** Nine questions (SPEC.md 9); the first is open when the page loads. */
export const faqItems: readonly FaqItem[] = [
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
]
