export const headlineVariants = {
  a: 'Name your idea before the coffee cools.',
  b: 'Brand names with a .com you can actually register.',
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

export const steps = [
  { title: 'Describe it', body: 'One sentence about what you are building and who it is for.' },
  { title: 'Get 8 names', body: 'Brandable names with a short reason each, and a slogan for most.' },
  { title: 'Claim the .com', body: 'Every name comes with a real availability check and alternatives.' },
]

export const reasons = [
  { figure: '~60 s', label: 'from idea to shortlist' },
  { figure: '8', label: 'names per run' },
  { figure: '.com', label: 'checked for every name' },
  { figure: '$4', label: 'once, for life' },
]

export const faq = [
  {
    q: 'How many names do I get?',
    a: 'Each run gives 8 names. Free accounts see the first 4 of every run; the lifetime unlock reveals all of them.',
  },
  {
    q: 'Are the domains really available?',
    a: 'We check every .com against the registry when your names are created, and show alternatives when one is taken.',
  },
  {
    q: 'What does the free tier include?',
    a: 'Three runs when you sign up, and 5 more when you confirm your email address.',
  },
  {
    q: 'What do I get for $4?',
    a: 'Unlimited runs, every name revealed, real-time .com checks and 120 ideas on every idea page, for life.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Yes. Reply to your receipt within 30 days and we refund you, no questions asked.',
  },
]
