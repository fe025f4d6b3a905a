import { toast } from 'sonner'

type Messages = {
  /** Title of the error toast; its description is the server's message. */
  failure: string
  success?: { title: string; description: string }
  /** What to call it in the log when it throws. */
  label: string
}

/**
 * Runs a supabase-js call that answers `{error}` and shows the spec's toasts: the failure title with
 * the server's message, the success toast, or 'Unexpected error' when it throws. True on success.
 */
export async function toastAction(action: () => Promise<{ error: { message: string } | null }>, messages: Messages): Promise<boolean> {
  try {
    const { error } = await action()
    if (error) {
      toast.error(messages.failure, { description: error.message })
      return false
    }
    if (messages.success) toast.success(messages.success.title, { description: messages.success.description })
    return true
  } catch (error) {
    console.warn(`${messages.label} threw`, error)
    toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    return false
  }
}
