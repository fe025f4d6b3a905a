/** 'pet-grooming' → 'Pet Grooming' */
export const slugLabel = (slug: string) =>
  slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
