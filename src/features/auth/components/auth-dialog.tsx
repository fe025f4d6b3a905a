import { Modal } from '@/components/ui/modal'
import { useDialogs, type AuthDialogMode } from '@/lib/dialogs'
import { LoginForm } from '@/features/auth/components/login-form'
import { SignupForm } from '@/features/auth/components/signup-form'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { GoogleButton } from '@/features/auth/components/google-button'

const titles: Record<AuthDialogMode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to summon more names.' },
  signup: { title: 'Create your account', description: 'Free: 3 generations now, 5 more when you confirm your email.' },
  forgot: { title: 'Reset your password', description: 'We will email you a reset link.' },
}

function SwitchLink({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-aura-300 hover:underline">
      {children}
    </button>
  )
}

/** The login/signup dialog; mounted once by the layout and opened through useDialogs(). */
export function AuthDialog() {
  const { auth: mode, openAuth, closeAuth } = useDialogs()
  const current = mode ?? 'login'
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => (open ? openAuth(current) : closeAuth())}
      title={titles[current].title}
      description={titles[current].description}
    >
      {current === 'forgot' ? (
        <ForgotPasswordForm onDone={closeAuth} />
      ) : (
        <div className="space-y-5">
          <GoogleButton />
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400" aria-hidden="true">
            <span className="h-px flex-1 bg-night-600" /> or <span className="h-px flex-1 bg-night-600" />
          </div>
          {current === 'login' ? (
            <LoginForm onDone={closeAuth} onForgot={() => openAuth('forgot')} />
          ) : (
            <SignupForm onDone={closeAuth} />
          )}
        </div>
      )}
      <p className="mt-5 text-center text-sm text-slate-400">
        {current === 'signup' ? (
          <>
            Already have an account? <SwitchLink onClick={() => openAuth('login')}>Sign in</SwitchLink>
          </>
        ) : current === 'login' ? (
          <>
            Don&apos;t have an account? <SwitchLink onClick={() => openAuth('signup')}>Sign up</SwitchLink>
          </>
        ) : (
          <SwitchLink onClick={() => openAuth('login')}>Back to sign in</SwitchLink>
        )}
      </p>
    </Modal>
  )
}
