// sonner drops toasts raised before its <Toaster> listens, and the toaster loads after the first
// paint (providers.tsx). Toasts raised as a page loads (the newsletter notice) wait for it here.

let markMounted = () => {}
const mounted = new Promise<void>((resolve) => (markMounted = resolve))

export const toasterMounted = () => markMounted()

/** Resolves once a toaster is listening. */
export const whenToasterReady = () => mounted
