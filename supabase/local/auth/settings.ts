import type { AuthConfig } from './config.ts'

/** GET /settings in GoTrue's shape (settings.go); only email and Google can be on locally. */
const OTHER_PROVIDERS = [
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'kakao', 'keycloak',
  'linkedin', 'linkedin_oidc', 'notion', 'slack', 'slack_oidc', 'snapchat', 'spotify', 'twitch', 'twitter', 'workos',
  'x', 'zoom',
]

export function settings(config: AuthConfig): Record<string, unknown> {
  const external: Record<string, boolean> = { anonymous_users: false }
  for (const name of OTHER_PROVIDERS) external[name] = false
  external.email = config.email.enableSignup
  external.google = config.google.enabled
  external.phone = false
  return {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.email.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  }
}

export const health = {
  version: 'local',
  name: 'GoTrue',
  description: 'Offline stand-in for Supabase Auth (GoTrue-compatible subset)',
}
