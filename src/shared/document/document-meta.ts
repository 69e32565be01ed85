/** Sets the document title and the meta description (created if the page has none). */
export function setDocumentMeta({ title, description }: { title: string; description?: string }) {
  document.title = title
  if (description === undefined) return
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = description
}
