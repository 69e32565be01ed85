import { describe, expect, it } from 'vitest'
import { DELETE_ACCOUNT_OPTIONS, OTHER_REASON } from '@contract/profile'
import {
  deleteAccountProblem,
  deleteAccountRequest,
  emptyDeleteAccountForm,
  toggleDeleteReason,
  withDeleteOtherReason,
  type DeleteAccountForm,
} from './delete-account-form'

const form = (selected: string[], otherReason = ''): DeleteAccountForm => ({
  selected,
  otherReason,
})

describe('the delete-account form (docs/product.md#deleting-the-account)', () => {
  it('offers the reasons of docs/product.md#deleting-the-account, Other reason last', () => {
    expect(DELETE_ACCOUNT_OPTIONS).toEqual([
      "I've found a job",
      "I'm not receiving relevant opportunities",
      "I'm concerned about privacy",
      'I created a duplicate account',
      'Other reason',
    ])
  })

  it('starts with nothing chosen, which cannot be sent', () => {
    expect(emptyDeleteAccountForm).toEqual({ selected: [], otherReason: '' })
    expect(deleteAccountProblem(emptyDeleteAccountForm)).toBe('chooseReason')
    expect(deleteAccountRequest(emptyDeleteAccountForm)).toBeNull()
  })

  it('takes several reasons, keeping the listed order, and unticks them', () => {
    let current = toggleDeleteReason(emptyDeleteAccountForm, 'I created a duplicate account')
    current = toggleDeleteReason(current, "I've found a job")
    current = toggleDeleteReason(current, 'Not a reason of this list')
    expect(current.selected).toEqual(["I've found a job", 'I created a duplicate account'])
    expect(deleteAccountProblem(current)).toBeNull()
    current = toggleDeleteReason(current, "I've found a job")
    expect(current.selected).toEqual(['I created a duplicate account'])
  })

  it("needs the other reason's text, trimmed, when Other reason is chosen", () => {
    expect(deleteAccountProblem(form([OTHER_REASON]))).toBe('otherReasonMissing')
    expect(deleteAccountProblem(form([OTHER_REASON], ' \n\t '))).toBe('otherReasonMissing')
    expect(deleteAccountProblem(form([OTHER_REASON], 'Moving abroad'))).toBeNull()
    expect(deleteAccountRequest(form([OTHER_REASON], '   '))).toBeNull()
  })

  it('sends the reasons without Other reason, and its text trimmed', () => {
    expect(
      deleteAccountRequest(form(["I'm concerned about privacy", OTHER_REASON], '  Moving abroad ')),
    ).toEqual({ reasons: ["I'm concerned about privacy"], otherReason: 'Moving abroad' })
    expect(deleteAccountRequest(form([OTHER_REASON], 'Too many texts'))).toEqual({
      reasons: [],
      otherReason: 'Too many texts',
    })
  })

  it('ignores a left-over other text once Other reason is unticked', () => {
    expect(deleteAccountProblem(form(["I've found a job"], '   '))).toBeNull()
    expect(deleteAccountRequest(form(["I've found a job"], 'left over'))).toEqual({
      reasons: ["I've found a job"],
      otherReason: '',
    })
  })

  it('cuts the other text at 300 characters', () => {
    const cut = withDeleteOtherReason(form([OTHER_REASON]), 'x'.repeat(340))
    expect(cut.otherReason).toHaveLength(300)
    expect(deleteAccountRequest(cut)?.otherReason).toHaveLength(300)
  })
})
