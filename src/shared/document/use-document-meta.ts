import { useEffect } from 'react'

const setMetaDescription = (content: string): void => {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = content
}

/** Sets the document title and the meta description (created if the page has none). */
export const useDocumentMeta = ({
  title,
  description,
}: {
  title: string
  description?: string
}): void => {
  useEffect(() => {
    document.title = title
    if (description !== undefined) setMetaDescription(description)
  }, [title, description])
}
