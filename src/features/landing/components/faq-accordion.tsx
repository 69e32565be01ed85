import { useEffect, useRef } from 'react'
import { sectionIds } from '../content/marketing'
import { enhanceFaq } from '../islands/faq-island'
import { useLandingTexts } from '../landing-texts'
import { ChevronDown } from './icons'
import { SectionHeading } from './section-heading'

/**
 * The FAQ accordion (docs/product.md#the-public-pages): the first question is open at first, only
 * one is open at a time, and pressing the open one closes it. React draws it as it first looks; its
 * behaviour is plain DOM (islands/faq-island.ts), which the prerendered page runs without React.
 */
export function FaqAccordion() {
  const { faq } = useLandingTexts()
  const accordion = useRef<HTMLDivElement>(null)
  useEffect(() => (accordion.current ? enhanceFaq(accordion.current) : undefined), [])

  return (
    <section id={sectionIds.faq} className="lp-section" aria-labelledby="faq-title">
      <div className="lp-container lp-container--narrow">
        <p className="lp-kicker">{faq.kicker}</p>
        <SectionHeading id="faq-title">{faq.title}</SectionHeading>
        <div className="lp-faq" data-island="faq" ref={accordion}>
          {faq.items.map((item, index) => {
            const expanded = index === 0
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
