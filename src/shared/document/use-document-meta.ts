import { useEffect } from 'react'
import { setDocumentMeta } from './document-meta'

/** Sets the document title and the meta description (created if the page has none). */
export const useDocumentMeta = ({
  title,
  description,
}: {
  title: string
  description?: string
}): void => {
  useEffect(() => {
    setDocumentMeta({ title, description })
  }, [title, description])
}
