import { useId } from 'react'
import { ChipList } from '@/shared/ui/chip-list'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { useProfileTexts } from '../profile-texts'
import { Empty } from './profile-ui'

/** 'Skills' (docs/product.md#profile), as chips. */
export function SkillsCard({ skills }: { skills: readonly string[] }) {
  const texts = useProfileTexts().skills
  const headingId = useId()
  const shown = skills.map((skill) => skill.trim()).filter(Boolean)
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      {shown.length === 0 ? <Empty>{texts.empty}</Empty> : <ChipList items={shown} />}
    </Panel>
  )
}
