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
Kapowshelf | comic comics manga graphic superhero superheroes | kapow + shelf: a shelf of comics | Kapow, right off the shelf.
Rocketspine | scifi sci alien galaxy robot sciencefiction | rocket + spine: science fiction on the shelf | Blast off from page one.
Lockerlit | teen teenager tween ya | locker + lit: books worth a place in the school locker | Stories worth the locker space.
Earbudtales | audiobook audiobooks narrated listening | earbud + tales: stories told straight into your ears | Stories for your earbuds.
Passportpage | travel traveller traveler wanderlust | passport + page: books that travel with you | Stamped with stories.
Cuppachapter | cafe coffee tea | a cuppa with a chapter: a bookshop with a kettle on | A cuppa and a chapter.
Creakyspine | horror ghost gothic spooky scary | a creaky old spine, and stories that creak | Read it with the lights on.
Rainbowshelf | lgbtq queer pride gay | a rainbow shelf of queer stories | Queer stories, front of the shelf.
# r11: detail names
Doormatread | subscription monthly box | a book landing on the doormat every month | A new book on the mat, monthly.
Parcelpage | subscription monthly box gift | parcel + page: a book posted to you | Unwrap a new story.
Wheelshelf | van bus mobile truck | wheels + shelf: a bookshop on wheels | The bookshop that comes to you.
Bargebooks | boat barge canal narrowboat | a bookshop afloat on a canal barge | Books afloat.
Cork & Chapter | wine winebar cocktail bar | a wine cork and a chapter: a bookshop with a bar | Pour a glass, turn a page.
Corkmark | wine winebar cocktail | a wine cork used as a bookmark | Pour a glass, mark your page.
Chewedcorner | toddler baby babies picture | the chewed corner of a well-loved board book | Books for little hands and teeth.
Peekaboopage | toddler baby babies picture flap | peekaboo + page: lift-the-flap books | Lift the flap. Peekaboo!
Acornshelf | nature wildlife outdoors garden gardening | acorn + shelf: books about the wild | Grown from a single acorn.
Dustyspine | secondhand used rare antiquarian antique | a dusty spine found on the back shelf | Dust it off. Read it again.
Beanbagbooks | kid kids child children | the beanbag in the children's corner | Flop down. Read on.
Spellspine | fantasy magic witch wizard | spell + spine: books full of magic | Every spine, a spell.
Blushpage | romance romantic love | a page that makes you blush | Read it and blush.
# r12: detail names
Dogear Club | bookclub club reading group | the book club for people who fold their pages | Fold the page, bring the thoughts.
Mug & Margin | cafe coffee tea | a mug in one hand, a margin note in the other | A mug, a margin, an afternoon.
Sandyspine | beach seaside coastal holiday | books with sand in the spine, from a seaside shop | Holiday reads with sand in the spine.
Hedgerowbooks | village rural countryside | a bookshop down a hedgerowed country lane | Your village's shelf of stories.
Cornershelf | independent indie local neighbourhood neighborhood | the neighbourhood's own corner shelf | Your corner's own bookshop.
Twiceread | secondhand used preloved | every book here has been read once and loved twice | Loved once. Ready for twice.
# r13: detail names
Otherlives | biography biographies memoir memoirs autobiography | other people's lives, told on the page | Step into someone else's life.
Babelshelf | translated translation foreign language languages bilingual multilingual | a Babel of tongues on one shelf: books from every language | The world's stories, on one shelf.
Namesake Tales | personalised personalized name | stories where your child's name is the hero's | The hero has your child's name.
# r14: detail names
Duvet Torch | teen teens teenager teenagers tween tweens ya youngadult | reading under the duvet by torchlight | Books worth staying up for.
Airlock Books | scifi sci fi sciencefiction alien aliens galaxy robot robots | the airlock between this world and the next | Step through the airlock.
Locked Room Books | mystery mysteries crime thriller thrillers detective whodunit | the locked-room mystery every crime reader loves | Every mystery has a way out.
Commute Chapters | audiobook audiobooks audio narrated listening | chapters to listen to on the way to work | A chapter every commute.
Brown Paper Reads | gift gifts present presents wrapped | books wrapped in brown paper and string | Wrapped in brown paper, picked with care.
# r15: detail names
Passalong Paperbacks | swap swaps swapping exchange | a paperback passed from reader to reader | Read it, then pass it on.
Due Back Books | lend lending borrow borrowing library libraries loan loans | the due-back date stamped inside a borrowed book | Borrow it. Bring it back.
`)
