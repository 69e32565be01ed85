import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { colors } from '@/shared/ui/tokens'
import { isSubmissionNotFound } from '../model/not-found'
import { reportLoadFailure, submissionsEvents } from '../model/submissions-events'
import { useSubmissionsTexts } from '../submissions-texts'
import { BackControl, DetailFrame, type DetailOrigin } from './submissions-ui'

/**
 * The detail routes' error view. Offline with nothing saved: it says so and loads once online.
 * An application that is not the candidate's or not there: a plain 'not found'. Anything else
 * (docs/product.md#the-submission-detail): the view stays empty, with no message, and the error is
 * reported.
 */
export function SubmissionDetailFailure({
  error,
  origin,
}: {
  error: unknown
  origin: DetailOrigin
}) {
  const submissionsTexts = useSubmissionsTexts()
  const router = useRouter()
  useDocumentMeta({
    title: submissionsTexts.documentTitle(submissionsTexts.detail.heading, appConfig.productName),
  })
  const notFound = isSubmissionNotFound(error)
  const offline = isNotSavedOffline(error)

  useEffect(() => {
    if (!notFound && !offline) reportLoadFailure(submissionsEvents.detailLoadFailed, error)
  }, [error, notFound, offline])

  if (offline)
    return (
      <>
        <BackControl origin={origin} />
        <NotSavedOffline onOnline={() => void router.invalidate()} />
      </>
    )
  return (
    <DetailFrame origin={origin}>
      {notFound && <NotFound>{submissionsTexts.detail.notFound}</NotFound>}
    </DetailFrame>
  )
}

const NotFound = styled.p`
  margin: 0;
  color: ${colors.text};
`
