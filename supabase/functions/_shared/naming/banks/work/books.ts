import { bank } from '../types.ts'

export default bank('books', `
Shelfjoy | - | the joy of a shelf full of good books | Joy on every shelf.
Spinesmile | - | the smile at a well-loved book spine | Spines that make you smile.
Quietpage | - | a quiet page to lose yourself in | Lose yourself on a quiet page.
Nooknovel | - | a novel read in a reading nook | Find your nook, find your novel.
Readwell | - | reading well: good books, well chosen | Read well, read often.
Chapterchair | - | the chair where one more chapter happens | Just one more chapter.
Bookburrow | - | a burrow of books to hide in | Burrow into a good book.
Storystack | - | a stack of stories waiting to be read | A stack of stories for you.
Pagepause | - | the pause between pages to think | Pause on every page.
Tomeward | - | tome + homeward: heading home with a book | Heading home with a good book.
Giggleshelf | kid child children | a shelf of books that make kids giggle | Books that make kids giggle.
Pyjamatale | kid child children bedtime | a tale read in pyjamas | One more tale before bed.
Teddyread | kid child children | a book read to a teddy | Reading, with a teddy.
Alibilane | mystery crime thriller | a lane of alibis to check | Check every alibi.
Suspectspine | mystery crime thriller | a shelf of suspects | Suspects on every shelf.
Cluenovel | mystery crime thriller | a novel full of clues | Every clue, in one novel.
Dragonleaf | fantasy | a page with a dragon on it | Dragons on every page.
Wandtome | fantasy | a tome of wands and spells | Spells and wands, bound in a book.
Questchapter | fantasy | the chapter where the quest begins | Every chapter, a quest.
Swoonprose | romance | prose that makes you swoon | Prose to swoon over.
Blushcover | romance | the cover that makes you blush | Judge us by the blush.
Kissplot | romance | the plot that ends in a kiss | It ends in a kiss.
Versenook | poetry poem | a nook for reading verse | A nook for poems.
Rhymeroom | poetry poem | a room full of rhymes | A room for rhymes.
Softverse | poetry poem | soft verses for hard days | Soft verses, read slowly.
Nibdaily | journal journaling diary | a nib put to paper every day | A page a day.
Dailyquill | journal journaling diary | a quill for every day's thoughts | Write a little every day.
Mindmargin | journal journaling diary | a margin for your mind | Room in the margin for you.
Quietdraft | writer writing author | a quiet place to finish a draft | A quiet place to finish.
Plotdesk | writer writing author | a desk for working out the plot | Work the plot out here.
Wordbench | writer writing author | a bench where words get worked on | Where words get worked on.
Pencilprice | secondhand used rare | the pencilled price inside a second-hand book | Priced in pencil, loved in ink.
Foxedfable | secondhand used rare | a fable with foxed, browned old pages | Old pages, good stories.
Bookagain | secondhand used rare | a book read again by someone new | Every book, read again.
Circlecover | bookclub club | a circle of readers around one cover | One cover, a circle of readers.
Tablestory | bookclub club | the story argued over at the table | Argue about the ending.
Sofasaga | bookclub club | a saga read together on the sofa | Read together.
Latteline | cafe coffee | a line read over a latte | A line, a latte, a while.
Mugprose | cafe coffee | prose read over a mug | A mug and some prose.
Saucersaga | cafe coffee | a saga read beside a saucer | Stay for another chapter.
`)
