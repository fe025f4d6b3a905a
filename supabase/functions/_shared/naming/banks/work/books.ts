import { bank } from '../types.ts'

export default bank('books', `
Chapterchair | - | the chair where one more chapter happens | Just one more chapter.
*Bookburrow | - | a burrow of books to hide in | Burrow into a good book.
*Giggleshelf | kid child children | a shelf of books that make kids giggle | Books that make kids giggle.
Pyjamatale | kid child children bedtime | a tale read in pyjamas | One more tale before bed.
Dragonleaf | fantasy | a page with a dragon on it | Dragons on every page.
Swoonprose | romance | prose that makes you swoon | Prose to swoon over.
Versenook | poetry poem | a nook for reading verse | A nook for poems.
Rhymeroom | poetry poem | a room full of rhymes | A room for rhymes.
Dailyquill | journal journaling diary | a quill for every day's thoughts | Write a little every day.
Mindmargin | journal journaling diary | a margin for your mind | Room in the margin for you.
Quietdraft | writer writing author | a quiet place to finish a draft | A quiet place to finish.
Plotdesk | writer writing author | a desk for working out the plot | Work the plot out here.
Wordbench | writer writing author | a bench where words get worked on | Where words get worked on.
*Pencilprice | secondhand used rare | the pencilled price inside a second-hand book | Priced in pencil, loved in ink.
Sofasaga | bookclub club | a saga read together on the sofa | Read together.
# r10: detail names
Alibishelf | mystery crime thriller detective whodunit | alibi + shelf: a shelf of whodunits | Everyone has an alibi. Read on.
Daggerspine | mystery crime thriller detective | dagger + spine: crime novels with a sharp edge | Crime fiction with a sharp edge.
Flourprint | cookbook cooking recipe baking | the floury fingerprint on a well-used cookbook page | Books you cook from, not just read.
Splatterpage | cookbook cooking recipe | the splattered page of a favourite cookbook | The best pages get splattered.
Kapowshelf | comic comics manga graphic superhero | kapow + shelf: a shelf of comics | Kapow, right off the shelf.
Rocketspine | scifi sci alien galaxy robot | rocket + spine: science fiction on the shelf | Blast off from page one.
Lockerlit | teen teenager tween ya | locker + lit: books worth a place in the school locker | Stories worth the locker space.
Earbudtales | audiobook audiobooks narrated listening | earbud + tales: stories told straight into your ears | Stories for your earbuds.
Passportpage | travel traveller traveler wanderlust | passport + page: books that travel with you | Stamped with stories.
Cuppachapter | cafe coffee tea | a cuppa with a chapter: a bookshop with a kettle on | A cuppa and a chapter.
Creakyspine | horror ghost gothic spooky scary | a creaky old spine, and stories that creak | Read it with the lights on.
Rainbowshelf | lgbtq queer pride gay | a rainbow shelf of queer stories | Queer stories, front of the shelf.
`)
