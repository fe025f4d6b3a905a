import { Link } from 'react-router-dom'
import { NewsletterBox } from '@/features/marketing/components/newsletter-box'

const quickLinks = [
  { to: '/generate', label: 'Name Generator' },
  { to: '/about', label: 'About Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
]
const resources = [
  { to: '/naming-tips', label: 'Naming Tips' },
  { to: '/business-names', label: 'Business Names' },
  { to: '/startup-names', label: 'Startup Names' },
]

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-300 hover:text-ember-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  return (
    <footer className="border-t border-night-700 bg-night-900 pb-24 md:pb-0">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-semibold text-slate-50">BrandQuest</p>
          <p className="mt-3 text-sm text-slate-400">
            Brandable names for founders, shops and creators, each with a reason it fits.
          </p>
          {/* No social links until real accounts exist: a dead or squatted profile is worse than none. */}
          <p className="mt-4 text-sm text-slate-300">
            Questions or ideas?{' '}
            <a href="mailto:hello@brandquest.app" className="text-aura-300 underline hover:text-ember-300">
              hello@brandquest.app
            </a>
          </p>
        </div>
        <LinkColumn title="Quick links" links={quickLinks} />
        <LinkColumn title="Resources" links={resources} />
        <NewsletterBox />
      </div>
      <p className="border-t border-night-800 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} BrandQuest. Payments by Stripe; accounts and data hosted on Supabase.
      </p>
    </footer>
  )
}
