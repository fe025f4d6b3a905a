import { bank } from '../types.ts'

export default bank('books', `
Chapterchair | - | the chair where one more chapter happens | Just one more chapter.
Bookburrow | - | a burrow of books to hide in | Burrow into a good book.
Tomeward | - | tome + homeward: heading home with a book | Heading home with a good book.
Giggleshelf | kid child children | a shelf of books that make kids giggle | Books that make kids giggle.
Pyjamatale | kid child children bedtime | a tale read in pyjamas | One more tale before bed.
Alibilane | mystery crime thriller | a lane of alibis to check | Check every alibi.
Suspectspine | mystery crime thriller | a shelf of suspects | Suspects on every shelf.
Dragonleaf | fantasy | a page with a dragon on it | Dragons on every page.
Wandtome | fantasy | a tome of wands and spells | Spells and wands, bound in a book.
Swoonprose | romance | prose that makes you swoon | Prose to swoon over.
Blushcover | romance | the cover that makes you blush | Judge us by the blush.
Versenook | poetry poem | a nook for reading verse | A nook for poems.
Rhymeroom | poetry poem | a room full of rhymes | A room for rhymes.
Dailyquill | journal journaling diary | a quill for every day's thoughts | Write a little every day.
Mindmargin | journal journaling diary | a margin for your mind | Room in the margin for you.
Quietdraft | writer writing author | a quiet place to finish a draft | A quiet place to finish.
Plotdesk | writer writing author | a desk for working out the plot | Work the plot out here.
Wordbench | writer writing author | a bench where words get worked on | Where words get worked on.
Pencilprice | secondhand used rare | the pencilled price inside a second-hand book | Priced in pencil, loved in ink.
Sofasaga | bookclub club | a saga read together on the sofa | Read together.
Mugprose | cafe coffee | prose read over a mug | A mug and some prose.
Saucersaga | cafe coffee | a saga read beside a saucer | Stay for another chapter.
`)
