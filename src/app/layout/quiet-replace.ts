/** Marks a navigation that only tidies the URL, so it is not counted as another page view. */
export const QUIET_REPLACE = { quietReplace: true } as const
