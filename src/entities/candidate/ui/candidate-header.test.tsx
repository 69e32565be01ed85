import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { basicProfile } from '../testing/candidate-profile'
import { CandidateHeader } from './candidate-header'

const facts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('CandidateHeader', () => {
  it('says the years of experience in the language on screen; the rest stays as entered', async () => {
    render(
      <CandidateHeader
        profile={basicProfile({ jobTitle: 'Order Picker', address: 'Reno, NV', experience: 1 })}
        fallbackName="Profile"
      />,
    )
    expect(facts()).toEqual(['Order Picker', 'Reno, NV', '1 year of experience'])
    await act(() => switchLanguage('es'))
    expect(facts()).toEqual(['Order Picker', 'Reno, NV', '1 año de experiencia'])
  })
})
