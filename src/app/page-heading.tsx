import { useEffect } from 'react'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useAppTexts } from './app-texts'

/** A screen's heading and document title. Screens of later issues show only this until built. */
export function PageHeading({ title }: { title: string }) {
  const { documentTitle } = useAppTexts()
  useEffect(() => {
    document.title = documentTitle(title, appConfig.productName)
  }, [title, documentTitle])
  return <Heading>{title}</Heading>
}

const Heading = styled.h1`
  font-size: 1.5rem;
  margin: 1rem 0;
`
