import { assert } from './testing.ts'
import { isDictionaryWord } from './dictionary.ts'

Deno.test('plain words and set phrases are dictionary words, in any case and joined', () => {
  for (const name of ['Portcullis', 'Pelmet', 'FigureEight', 'Chainmail', 'Towpath', 'harbor', 'Keystone']) {
    assert(isDictionaryWord(name), name)
  }
})

Deno.test('coined brand names are not', () => {
  for (const name of ['Kettlerun', 'Beanwright', 'Perkolate', 'Greymuzzle', 'Cragswap', 'Roastly']) {
    assert(!isDictionaryWord(name), name)
  }
})
