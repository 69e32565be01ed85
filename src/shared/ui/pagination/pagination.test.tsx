import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { act } from '@testing-library/react'
import { switchLanguage } from '@/shared/i18n/language-store'
import { Link, useLocation } from '@tanstack/react-router'
import '@/shared/testing/dom-matchers'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { Pagination, type PageLinkProps } from './pagination'

/** A list screen as the routes build it: the page and the filter live in the query string. */
function ListScreen({ totalPages }: { totalPages: number }) {
  const search = useLocation({ select: (location) => location.search }) as {
    page?: number
    filter?: string
  }
  return (
    <>
      <p data-testid="search">{JSON.stringify(search)}</p>
      <Pagination
        currentPage={search.page ?? 1}
        totalPages={totalPages}
        renderLink={(page: number, props: PageLinkProps) => (
          // The test router is not the registered one: its search is untyped.
          <Link to="." search={(prev: object) => ({ ...prev, page }) as never} {...props} />
        )}
      />
    </>
  )
}

const renderBar = (totalPages: number, initialPath = '/list?page=1') =>
  renderWithRouter({ '/list': () => <ListScreen totalPages={totalPages} /> }, { initialPath })

const bar = () => screen.getByRole('navigation', { name: 'Pagination' })
const labels = () =>
  within(bar())
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('Pagination', () => {
  it.each([0, 1])('is hidden with %i pages', async (totalPages) => {
    await renderBar(totalPages)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('shows at most 5 page numbers, windowed two before the current page', async () => {
    await renderBar(12, '/list?page=6')
    expect(labels()).toEqual(['Previous', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Next'])
  })

  it('marks the current page and does not offer it as a link', async () => {
    await renderBar(3, '/list?page=2')
    const current = bar().querySelector('[aria-current]')
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current?.textContent).toBe('Page 2')
    expect(current?.tagName).toBe('SPAN')
    expect(within(bar()).queryByRole('link', { name: 'Page 2' })).toBeNull()
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', 'Page 1', 'Page 3', 'Next'])
  })

  it('marks only the current page, not page 1 whose page the URL may leave out', async () => {
    await renderBar(5, '/list?filter=hired&page=3')
    const marked = bar().querySelectorAll('[aria-current]')
    expect([...marked].map((element) => element.textContent)).toEqual(['Page 3'])
  })

  it('disables Previous on the first page and Next on the last, out of the tab order', async () => {
    await renderBar(3, '/list?page=1')
    const previous = within(bar()).getByRole('link', { name: 'Previous' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous.hasAttribute('href')).toBe(false)
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Page 2')
  })

  it('keeps every page reachable when the current page is past the end', async () => {
    await renderBar(3, '/list?page=9')
    expect(bar().querySelector('[aria-current]')).toBeNull()
    expect(within(bar()).getByRole('link', { name: 'Page 3' })).toHaveProperty('search', '?page=3')
    expect(within(bar()).getByRole('link', { name: 'Previous' })).toHaveProperty(
      'search',
      '?page=3',
    )
    expect(within(bar()).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('changes only the page in the query string, keeping the filter', async () => {
    await renderBar(5, '/list?filter=hired&page=1')
    await userEvent.click(within(bar()).getByRole('link', { name: 'Page 3' }))
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '')).toEqual({
      filter: 'hired',
      page: 3,
    })
    await userEvent.click(within(bar()).getByRole('link', { name: 'Next' }))
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '')).toEqual({
      filter: 'hired',
      page: 4,
    })
    expect(within(bar()).getByRole('link', { name: 'Next' })).toHaveProperty('rel', 'next')
  })
})

describe('Pagination in Spanish', () => {
  it('names the bar, the steps and each page in Spanish', async () => {
    await renderBar(3, '/list?page=2')
    await act(() => switchLanguage('es'))
    const nav = screen.getByRole('navigation', { name: 'Páginas' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anterior', 'Página 1', 'Página 2', 'Página 3', 'Siguiente'])
  })
})
