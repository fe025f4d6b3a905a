import { bank } from '../types.ts'

export default bank('escape rooms', `
Lastclue | - | the final clue before the door opens | One clue left, ten seconds to go.
*Lockclick | - | the click of the last padlock | Listen for the click.
Riddlebox | puzzle kids family | a box of riddles to crack together | Crack the box, beat the clock.
Keyhunt | - | key + hunt: the search for the one key that opens the door | Find the key, open the door.
Cluetrail | - | a trail of clues from room to room | Follow the trail out.
*Hourglass Rooms | - | the hourglass that runs while you search | Out before the sand runs out.
Trapdoor Games | - | the trapdoor that might be the way out | The way out is under your feet.
*Candlekey | haunted victorian gothic ghost | a key found by candlelight in an old house | Search by candlelight.
*Ghostlock | haunted ghost spooky horror | a lock only a ghost could open | The ghost kept the key.
`)
