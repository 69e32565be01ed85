import { useState } from 'react'
import { sectionIds } from '../content/marketing'
import { useLandingTexts } from '../landing-texts'
import { ChevronDown } from './icons'
import { SectionHeading } from './section-heading'

/**
 * The FAQ accordion (SPEC.md 2): the first question is open at first, only one is open at a
 * time, and pressing the open one closes it. Ids are fixed strings, so the prerendered HTML
 * and the hydrated page agree.
 */
export function FaqAccordion() {
  const { faq } = useLandingTexts()
  const [open, setOpen] = useState<number | null>(0)

  return (
    <section id={sectionIds.faq} className="lp-section" aria-labelledby="faq-title">
      <div className="lp-container lp-container--narrow">
        <p className="lp-kicker">{faq.kicker}</p>
        <SectionHeading id="faq-title">{faq.title}</SectionHeading>
        <div className="lp-faq">
          {faq.items.map((item, index) => {
            const expanded = open === index
            const buttonId = `lp-faq-question-${index + 1}`
            const panelId = `lp-faq-answer-${index + 1}`
            return (
              <div key={buttonId} className="lp-faq__item">
                <h3 className="lp-faq__heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="lp-faq__button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{item.question}</span>
                    <ChevronDown />
                  </button>
                </h3>
                <div
                  id={panelId}
                  className="lp-faq__panel"
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
