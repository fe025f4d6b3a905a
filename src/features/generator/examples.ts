export const examplePrompts = [
  'a cold-brew coffee shop',
  'a pet grooming service for anxious dogs',
  'a plant subscription box for beginners',
  'a vintage clothing marketplace',
  'a productivity app for night owls',
]
