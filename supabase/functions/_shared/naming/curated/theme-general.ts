// Imagery that suits almost any venture. Used lightly for every brief, and as the main source
// when a brief gives us nothing to work with (only stopwords, emoji or another script).
import { T } from './theme-types.ts'

export const GENERAL_THEME = T(
  'venture',
  'spark nova north bright bloom peak wave ember atlas true bold kind clever brave',
  'Lodestar=the star that guides the way|Keystone=the stone that holds the whole arch together|Beacon=a light that shows the way|Compass=something that always finds north|Ember=a small glow that keeps burning|Northstar=a fixed point to steer by',
  'Big ideas, well made.|Small start, big story.|Bright ideas live here.|The good kind of different.',
)
