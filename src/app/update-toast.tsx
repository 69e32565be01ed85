import { useAppTexts } from './app-texts'

/** The prompt itself: says a new version waits, and reloads into it when asked. */
export function UpdateToast({ onReload }: { onReload: () => void }) {
  const { update: texts } = useAppTexts()
  return (
    <div className="app-update-toast" role="status">
      <span>{texts.available}</span>
      <button className="app-update-toast__button" type="button" onClick={onReload}>
        {texts.reload}
      </button>
    </div>
  )
}
