import { bank } from '../types.ts'

export default bank('pet sitting', `
Leashure | - | leash + leisure: long, easy walks on the lead | Long walks, no rush.
Lead Role | - | lead + lead role: the walker who takes the lead | We take the lead.
Leadhook | - | the lead on its hook by the door, waiting for us | When the lead comes off the hook.
Walkies Club | - | walkies: the word that gets every dog to the door | The word every dog knows.
Ballpocket | - | a walker's pocket full of tennis balls | Always a ball in the pocket.
Mudpaw | - | muddy paws back from the walk, wiped at the door | Muddy paws wiped before we leave.
Stick & Whistle | - | the stick thrown out and the whistle that calls them back | Out with a stick, back on the whistle.
Noonwalk | work office busy | a noon walk while you are at the office | A walk while you are at work.
Fieldfetch | rural country field fields | fetch in the open fields | Long fetches in open fields.
Citylead | city urban flat apartment | a city dog's walk from the flat to the park | From flat to park and back.
Catflap Club | cat cats kitten | the cat flap at home, watched while you are away | Cats fed, flap checked.
Whiskerwatch | cat cats kitten | someone to keep watch over the whiskers | Cats fed, litter fresh.
Bowlfill | cat cats holiday away | the bowl filled every morning | Full bowl, fresh water, every visit.
Sparekey Sitters | holiday away house sitting | the spare key you leave with us while you are away | Your key, your pets, in good hands.
Snore & Stay | house sitting overnight holiday | we stay over while your pets snore on | We stay, they sleep soundly.
Pupcheck | puppy puppies | a midday check on the new pup | Pups fed, puddles mopped.
Quietlead | anxious nervous rescue reactive | a quiet one-to-one walk for a nervous dog | One dog, one walker, quiet paths.
Snoozebasket | daycare day | a day of play, then a nap in the basket | Play all day, snooze on the way home.
Hutchcheck | rabbit rabbits guinea small | hutches fed and cleaned | Hutches fresh, bunnies fed.
`)
