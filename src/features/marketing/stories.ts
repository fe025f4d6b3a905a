/**
 * The home page's two carousels (spec §2: lists of 7 and 11). These are illustrative stories our
 * team wrote about the kind of people the product is for, labelled as such on the page: not quotes,
 * not customer reviews. Each says only what the product really does (8 names with a reason each, a
 * .com checked with its registry, slogans for most, never a name twice, 3 free runs, $4 for life).
 */
export type Story = { name: string; trade: string; city: string; story: string }

export const storiesFirstRow: Story[] = [
  {
    name: 'Maya',
    trade: 'cold-brew cart',
    city: 'Portland',
    story: 'Typed "a cold-brew cart at farmers markets" and read 8 names, each with a line on why it fits. Two had a free .com, so the shortlist wrote itself.',
  },
  {
    name: 'Tomás',
    trade: 'dog groomer',
    city: 'Austin',
    story: 'Wanted something calm for anxious dogs. The second run brought a whole new set, none repeated, and one name plus its slogan went straight onto the van.',
  },
  {
    name: 'Priya',
    trade: 'skincare line',
    city: 'Leicester',
    story: 'Used the 3 free runs on a Sunday, then paid $4 once to see every name. No subscription to remember to cancel.',
  },
  {
    name: 'Jonas',
    trade: 'bike repair shop',
    city: 'Utrecht',
    story: 'Liked a name whose .com was taken, so he ran the brief again with "mobile repairs" added and found one whose .com the registry reported free.',
  },
  {
    name: 'Aisha',
    trade: 'wedding planner',
    city: 'Manchester',
    story: 'Read the reason under each name to explain her favourite to her business partner in one sentence. They agreed before the coffee went cold.',
  },
  {
    name: 'Ben',
    trade: 'budgeting app',
    city: 'Toronto',
    story: 'Needed a short, sayable name for an app. Kept the slogans as working taglines for the landing page while the design caught up.',
  },
  {
    name: 'Lucía',
    trade: 'bakery',
    city: 'Valencia',
    story: 'Compared names side by side with her sister, copying each favourite with one click into a shared note before registering the .com.',
  },
]

export const storiesSecondRow: Story[] = [
  {
    name: 'Sam',
    trade: 'candle shop on Etsy',
    city: 'Leeds',
    story: 'Described soy candles poured in small batches and got names about wax, wicks and glow, with the .com of each checked before picking.',
  },
  {
    name: 'Grace',
    trade: 'yoga studio',
    city: 'Auckland',
    story: 'Started from the yoga studio idea page, then described her own slow-flow classes for a list that sounded like her.',
  },
  {
    name: 'Kwame',
    trade: 'landscaping crew',
    city: 'Atlanta',
    story: 'Wanted a name customers could spell over the phone. Read the names aloud, dropped the tricky ones and kept three.',
  },
  {
    name: 'Elena',
    trade: 'interior designer',
    city: 'Milan',
    story: 'Found her history page useful: every run was saved, so the name she passed over on Monday was still there on Friday.',
  },
  {
    name: 'Dev',
    trade: 'podcast',
    city: 'Bangalore',
    story: 'Ran the brief five ways in one evening, from "tech interviews" to "late-night founder talks", and got new names every time.',
  },
  {
    name: 'Hannah',
    trade: 'tutoring service',
    city: 'Dublin',
    story: 'Confirmed her email address for 5 more free runs, which was enough to land on a name parents would trust.',
  },
  {
    name: 'Marco',
    trade: 'food truck',
    city: 'Chicago',
    story: 'Picked a name in the queue at the supplier, on his phone, and checked its .com the same minute.',
  },
  {
    name: 'Noor',
    trade: 'jewellery brand',
    city: 'Dubai',
    story: 'Liked that each name came with its reason: it made it easier to choose between elegant and playful.',
  },
  {
    name: 'Olivia',
    trade: 'cleaning business',
    city: 'Brisbane',
    story: 'Needed a name that sounded trustworthy on a flyer. Shortlisted two and asked her first customers which they preferred.',
  },
  {
    name: 'Felix',
    trade: 'consulting firm',
    city: 'Berlin',
    story: 'Wanted to avoid another initials-and-partners name. The blends and metaphors gave him options that still sounded serious.',
  },
  {
    name: 'Rosa',
    trade: 'plant subscription box',
    city: 'San Diego',
    story: 'Tried the example prompt for a plant box first, then rewrote it for beginners who keep killing succulents. The second set fit.',
  },
]
