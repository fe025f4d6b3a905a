type EmailRequest =
  | { source: 'newsletter'; email: string }
  | { source: 'popup'; email: string; topic: string }

const OFFLINE = 'We could not reach BrandQuest. Check your connection and try again.'

/**
 * send-email for the newsletter box and the email popup. The backend client loads on first use,
 * not with the page: both forms sit on pages that must paint fast.
 */
export async function sendEmailRequest(request: EmailRequest): Promise<void> {
  const { ApiError, invokeFunction } = await import('@/lib/api-error')
  const body =
    request.source === 'newsletter'
      ? { email: request.email, source: 'newsletter', industry: 'general', description: 'Business name generation' }
      : { email: request.email, source: 'popup', industry: 'general', ...(request.topic.trim() ? { description: request.topic.trim() } : {}) }
  try {
    await invokeFunction('send-email', body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new Error(OFFLINE, { cause: error })
    throw error
  }
}

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
