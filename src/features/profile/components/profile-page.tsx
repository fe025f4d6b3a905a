import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { Button, ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { useSignOut } from '@/lib/auth/use-sign-out'
import { useDialogs } from '@/lib/dialogs'
import { Card } from '@/features/profile/components/card'
import { PremiumStatus } from '@/features/profile/components/premium-status'
import { QuickStats } from '@/features/profile/components/quick-stats'
import { UpdateEmailForm } from '@/features/profile/components/update-email-form'
import { UpdatePasswordForm } from '@/features/profile/components/update-password-form'

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

export function ProfilePage() {
  useDocumentTitle('Profile')
  const { user, loading } = useAuth()
  const { openAuth } = useDialogs()
  const signOut = useSignOut()
  const [panelOpen, setPanelOpen] = useState(true)

  if (loading) {
    return (
      <PageShell title="Account Settings">
        <Spinner label="Loading your account" />
      </PageShell>
    )
  }
  if (!user) {
    return (
      <PageShell title="Account Settings" lead="Sign in to see your account, premium status and stats.">
        <Button onClick={() => openAuth('login')}>Sign In</Button>
      </PageShell>
    )
  }

  return (
    <PageShell title="Account Settings" lead="Manage your account, security and plan.">
      <button
        type="button"
        aria-expanded={panelOpen}
        aria-controls="account-settings-panel"
        onClick={() => setPanelOpen((open) => !open)}
        className="mb-6 hidden rounded-full border border-night-600 px-4 py-1.5 text-sm text-slate-300 md:inline-block"
      >
        {panelOpen ? 'Hide' : 'Show'} Account Settings menu
      </button>
      <div className="flex gap-8">
        {panelOpen ? (
          <nav id="account-settings-panel" aria-label="Account Settings" className="hidden w-48 shrink-0 md:block">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-400">Account Settings</p>
            <ul className="mt-3 space-y-1">
              <li>
                <Link to="/profile" aria-current="page" className="block rounded-lg bg-night-800 px-3 py-2 text-slate-100">
                  Profile
                </Link>
              </li>
              <li>
                <Link to="/history" className="block rounded-lg px-3 py-2 text-slate-300 hover:bg-night-800">
                  History
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}
        <div className="grid min-w-0 flex-1 gap-6 lg:grid-cols-2">
          <Card title="Account Information">
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-400">Email</dt>
                <dd className="truncate text-slate-100">{user.email}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-400">Member Since</dt>
                <dd className="text-slate-100">{longDate(user.created_at)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-400">Status</dt>
                <dd className={user.email_confirmed_at ? 'text-emerald-300' : 'text-ember-300'}>
                  {user.email_confirmed_at ? 'Email verified' : 'Email not verified'}
                </dd>
              </div>
            </dl>
          </Card>
          <Card title="Premium Status">
            <PremiumStatus />
          </Card>
          <Card title="Update Email" id="settings">
            <UpdateEmailForm user={user} />
          </Card>
          <Card title="Update Password">
            <UpdatePasswordForm />
          </Card>
          <Card title="Quick Stats">
            <QuickStats userId={user.id} />
          </Card>
          <Card title="Account Actions">
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/history" size="sm" variant="secondary">
                View History
              </ButtonLink>
              <Button size="sm" variant="ghost" onClick={() => void signOut('local')}>
                Sign out
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void signOut('global')}>
                Sign out everywhere
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </PageShell>
  )
}
