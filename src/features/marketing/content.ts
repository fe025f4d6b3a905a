export const headlineVariants = {
  a: 'Name your idea before the coffee cools.',
  b: 'Brand names people remember, from one sentence.',
} as const
export type HeadlineVariant = keyof typeof headlineVariants

export const sampleNames = [
  'Brewvana', 'Pawsome Lane', 'Verdora', 'Nightowl Labs', 'Thriftory', 'Lumora',
  'Crumbcraft', 'Glowhaus', 'Kindlepath', 'Noctiva', 'Sproutly', 'Velvet Port',
]

export const nicheLinks = [
  'coffee-shop', 'bakery', 'restaurant', 'cleaning-business', 'pet-grooming', 'photography',
  'hair-salon', 'boutique', 'clothing-brand', 'beauty-cosmetics', 'skincare', 'jewelry',
  'marketing-agency', 'consulting-firm', 'real-estate', 'tech-startup',
]

// Domains are checked with the registries (RDAP) when names are made: copy may say a .com is checked,
// never that it is guaranteed free (home-page.test.tsx holds the page to that).
export const steps = [
  { title: 'Describe it', body: 'One sentence about what you are building and who it is for.' },
  { title: 'Get 8 names', body: 'Brandable names with a short reason each, a slogan for most, and each domain checked with its registry.' },
  { title: 'Run it again', body: 'Each run brings new names: you never see the same name twice.' },
]

export const reasons = [
  { figure: '~60 s', label: 'from idea to shortlist' },
  { figure: '8', label: 'names per run' },
  { figure: '.com', label: 'checked with the registry' },
  { figure: '$4', label: 'once, for life' },
]

export const faq = [
  {
    q: 'How many names do I get?',
    a: 'Each run gives 8 names. Free accounts see the first 4 of every run; the lifetime unlock reveals all of them.',
  },
  {
    q: 'Will I see the same name twice?',
    a: 'No. Every name you are shown is remembered, and later runs never show it to you again.',
  },
  {
    q: 'Is the .com really free?',
    a: 'Each domain is checked with its registry (RDAP) when your names are made, and again when you click Buy. A check is a snapshot, so register a name you love soon.',
  },
  {
    q: 'What does the free tier include?',
    a: 'Three runs when you sign up, and 5 more when you confirm your email address.',
  },
  {
    q: 'What do I get for $4?',
    a: 'Unlimited runs, every name revealed and every idea on the industry idea pages, for life, for one $4 payment through Stripe.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Yes. Within 30 days, refund yourself from your Profile with one click, no questions asked.',
  },
]
