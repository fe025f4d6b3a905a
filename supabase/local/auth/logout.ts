import type { Caller } from './bearer.ts'
import type { AuthDeps } from './deps.ts'
import { validationFailed } from './errors.ts'
import { deleteSession, deleteSessionsOfUser } from './tokens.ts'

/** POST /logout?scope=global|local|others (GoTrue logout.go); the default is global. */
export async function logout(deps: AuthDeps, caller: Caller, scope: string): Promise<void> {
  if (scope !== '' && scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope "${scope.slice(0, 100)}"`)
  }
  if (scope === 'local') {
    if (caller.sessionId) await deleteSession(deps.pool, caller.sessionId)
  } else if (scope === 'others') {
    if (caller.sessionId) await deleteSessionsOfUser(deps.pool, caller.user.id, caller.sessionId)
  } else {
    await deleteSessionsOfUser(deps.pool, caller.user.id)
  }
}
