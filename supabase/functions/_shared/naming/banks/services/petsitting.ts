import { bank } from '../types.ts'

export default bank('pet sitting', `
Leashure | - | leash + leisure: long, easy walks on the lead | Long walks, no rush.
*Lead Role | - | lead + lead role: the walker who takes the lead | We take the lead.
Leadhook | - | the lead on its hook by the door, waiting for us | When the lead comes off the hook.
*Walkies Club | - | walkies: the word that gets every dog to the door | The word every dog knows.
Ballpocket | - | a walker's pocket full of tennis balls | Always a ball in the pocket.
Mudpaw | - | muddy paws back from the walk, wiped at the door | Muddy paws wiped before we leave.
Stick & Whistle | - | the stick thrown out and the whistle that calls them back | Out with a stick, back on the whistle.
*Noonwalk | work office busy | a noon walk while you are at the office | A walk while you are at work.
Fieldfetch | rural country field fields | fetch in the open fields | Long fetches in open fields.
*Catflap Club | cat cats kitten | the cat flap at home, watched while you are away | Cats fed, flap checked.
Whiskerwatch | cat cats kitten | someone to keep watch over the whiskers | Cats fed, litter fresh.
Sparekey Sitters | holiday away house sitting | the spare key you leave with us while you are away | Your key, your pets, in good hands.
*Snore & Stay | house sitting overnight holiday | we stay over while your pets snore on | We stay, they sleep soundly.
Pupcheck | puppy puppies | a midday check on the new pup | Pups fed, puddles mopped.
Quietlead | anxious nervous rescue reactive | a quiet one-to-one walk for a nervous dog | One dog, one walker, quiet paths.
`)
