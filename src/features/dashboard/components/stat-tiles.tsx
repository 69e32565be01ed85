import styled from 'styled-components'
import type { DashboardStat } from '@contract/applications'
import { formatCount } from '@/shared/format/count'
import { colors, radii } from '@/shared/ui/tokens'
import { useDashboardTexts } from '../dashboard-texts'

/**
 * docs/product.md#dashboard: the tiles' backgrounds cycle through four styles; dark text passes
 * 4.5:1 on each.
 */
const TILE_STYLES = [
  { background: '#eff8ff', border: '#84caff' },
  { background: '#ecfdf3', border: '#75e0a7' },
  { background: '#fffaeb', border: '#fec84b' },
  { background: '#f4f3ff', border: '#bdb4fe' },
] as const
type TileStyle = (typeof TILE_STYLES)[number]
const tileStyle = (index: number): TileStyle =>
  TILE_STYLES[index % TILE_STYLES.length] ?? TILE_STYLES[0]

/**
 * The dashboard's counts as the server sends them, each titled by its key in the language on
 * screen (an unknown key keeps the server's cardTitle).
 */
export function StatTiles({ stats }: { stats: readonly DashboardStat[] }) {
  const dashboardTexts = useDashboardTexts()
  if (stats.length === 0) return null
  return (
    <Tiles aria-label={dashboardTexts.statsLabel}>
      {stats.map((stat, index) => (
        <Tile key={stat.key} $style={tileStyle(index)} data-style={index % TILE_STYLES.length}>
          <TileTitle>{dashboardTexts.statTitles[stat.key] ?? stat.cardTitle}</TileTitle>
          <Count>{formatCount(stat.count)}</Count>
        </Tile>
      ))}
    </Tiles>
  )
}

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1rem;
  }
`

const Tile = styled.li<{ $style: TileStyle }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.875rem 1rem;
  border-radius: ${radii.card};
  border: 1px solid ${({ $style }) => $style.border};
  background: ${({ $style }) => $style.background};
  color: ${colors.text};
`

const TileTitle = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Count = styled.span`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
`
