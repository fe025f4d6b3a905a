import { bank } from '../types.ts'

export default bank('records', `
Testpress | - | a test pressing: the first few copies of a record, checked before the full run | Hear it before everyone else does.
*Cratedig | - | crate digging: flicking through crates of records for a find | Dig the crates, find the one.
Sleevenote | - | sleeve notes: the writing on the back of a record sleeve | Read the back before you buy.
Secondgroove | secondhand used vintage preloved | second + groove: used records given a second life | Every record deserves a second play.
Basscrate | dj dance electronic djs techno | bass + crate: crates of dance records | Crates full of bass.
*Soulside | soul jazz funk | soul + side: the soul side of the shop | Flip to the soul side.
Stereosip | cafe bar listening | stereo + sip: drinks and records in stereo | Sip in stereo.
Fuzzdeck | rock punk indie garage | fuzz + deck: fuzzy guitar records | Fuzz on the deck.
Needlemend | repair hifi turntable repairs turntables | needle + mend: turntable repairs | We mend what plays them.
Humfix | repair hifi turntable repairs turntables | hum + fix: fixing the hum in your hifi | Lose the hum.
Cellospin | classical orchestral opera | cello + spin: classical records for slow listening | Let the cello spin.
# r10: detail names
Scratchcrate | hiphop hip-hop rap turntablism | scratch + crate: hip hop records to scratch | Scratch the crates.
Breakbin | hiphop hip-hop rap breakbeat | break + bin: a bin full of breaks | Dig the break bin.
Riddimrack | reggae dub ska dancehall | riddim + rack: a rack of reggae riddims | Riddims by the rack.
Riffcrate | metal rock doom | riff + crate: crates full of heavy riffs | Heavy riffs by the crate.
Moshsleeve | metal punk hardcore | mosh + sleeve: sleeves from the mosh pit | Sleeves for the mosh pit.
Porchspin | folk country americana bluegrass blues | porch + spin: folk records for the porch | Spin it on the porch.
Postgroove | subscription club monthly mail | post + groove: a record through the door every month | A new groove in the post.
Pencilrewind | cassette cassettes tape tapes | pencil + rewind: winding a cassette back with a pencil | Grab a pencil, rewind.
Tapehiss | cassette cassettes tape tapes | tape + hiss: the warm hiss of a cassette | Hear the hiss.
Popcornspin | soundtrack soundtracks film movie movies | popcorn + spin: film soundtracks on vinyl | The film, on your turntable.
# r11: detail names
Loftfind | clearance houseclearance buying | loft + find: records found in the loft, bought fairly | Found in your loft, loved again.
Trestlecrate | fair fairs stall market | trestle + crate: record crates on a trestle table at the fair | Find us at the fair.
Mintsleeve | rare collector collectors collectable firstpress | mint + sleeve: rare records in mint sleeves | Mint, and rare.
Sevenstack | singles 7inch seveninch | seven + stack: stacks of seven-inch singles | Stacks of singles.
Scooterspin | mod mods sixties northernsoul | scooter + spin: sixties mod records | Ride in, spin a soul single.
Neonsleeve | 80s eighties synth synthpop newwave | neon + sleeve: eighties synth-pop sleeves | Eighties sleeves, neon bright.
Passportspin | world african afrobeat latin global | passport + spin: records from around the world | Spin the world.
Thriftcrate | secondhand used preloved thrift | thrift + crate: crates of cheap second-hand records | Dig cheap, find gold.
Beatcrate | dj djs techno electronic | beat + crate: crates of records for DJs | Crates for the decks.
# r12: detail names
Jazzcrate | jazz soul funk | a crate of jazz records | Blue notes in every crate.
Punk Rack | punk rock indie garage | a rack of punk records | Loud records, louder sleeves.
Spinclub | subscription club monthly mail | a monthly record club by post | A new spin every month.
Diggers Den | rare collector collectors firstpress | a den for record diggers | Rare finds for serious diggers.
Groovecafe | cafe bar listening | a café where the grooves play on | Coffee on, needle down.
# r13: detail names
Lacquercut | pressing pressings label labels mastering lacquer | lacquer + cut: the master lacquer cut before a record is pressed | Cut to lacquer, pressed to vinyl.
Surfcrate | beach seaside surf coast coastal | surf + crate: a crate of records by the surf | Sandy feet, full crates.
Spine & Sleeve | book books bookshop bookstore | spine + sleeve: book spines and record sleeves on the same shelves | Read one, play one.
Boogiebin | disco boogie | boogie + bin: a bin of disco and boogie records | Dig the bin, then dance.
# r14: detail names
Crackle & Pop | secondhand used vintage preloved thrift | the crackle and pop of a well-played record | Every crackle earned.
Slipmat Supply | dj djs techno electronic dance | slipmats and records for DJs | Everything that goes on the deck.
Needle & Latte | cafe coffee bar listening | a record on the needle, a latte on the table | Drop the needle, sip the latte.
Dubplate Yard | reggae dub ska dancehall soundsystem | dubplate + yard: a yard full of reggae cuts | Bass from the yard.
Runout Room | rare collector collectors collectable firstpress | runout + room: collectors read the runout groove for pressing codes | Check the runout, then buy.
`)
