import { bank } from '../types.ts'

export default bank('juice', `
Orangecrate | - | a wooden crate of oranges stacked by the press | A crate in, a bottle out.
Squeezebox | - | squeeze + box: the old accordion, and a bar that squeezes fruit | Squeezed to order, all day.
Rootpress | - | beets, carrots and ginger pressed from the root | Pressed from the root up.
Zestbar | - | zest + bar: a counter of fresh citrus | Fresh zest, poured at the bar.
Peelpour | - | peeled, pressed, then poured | Peeled this morning, poured for you.
Pulpcloth | cold pressed raw | the cloth fruit pulp is wrapped in for a cold press | Pressed cold, through the cloth.
Gingerjolt | shot ginger wellness immunity | a small, fiery shot of ginger | One shot, wide awake.
Grasshot | shot wheatgrass wellness green | a shot of fresh wheatgrass | A green shot to start.
Cayennekick | shot ginger wellness immunity | lemon, ginger and a kick of cayenne | Small bottle, big kick.
SixBottles | cleanse detox cold pressed | a day of juice cleanse: six bottles | Six bottles, one clear day.
Celerysnap | cleanse detox green | the snap of fresh celery going into the press | Snapped, pressed, bottled.
GreenGlass | cleanse green detox | a tall glass of green juice | Greens you can drink.
Spoonthick | smoothie bowl acai | a smoothie so thick it needs a spoon | Bring a spoon.
Berrybowl | smoothie bowl acai | a bowl of blended berries, topped | Blended berries, topped by hand.
Blendpulse | smoothie blender | the pulse button on a busy smoothie blender | Pulsed, poured, passed over.
Repshake | gym fitness protein athlete sport | the shake after the last rep | Finish the set, then the shake.
Shakerlid | gym fitness protein | the lid of a protein shaker | Shaken after every session.
Mileberry | gym fitness running runner | a berry smoothie after the last mile | Run the mile, earn the berries.
Mangotide | beach surf tropical summer island | mango juice with the tide coming in | Mango at high tide.
Coconutcrack | beach surf tropical island | the crack of a fresh coconut at the stall | Cracked open, straw in.
Pineapplecrown | beach tropical summer | the spiky crown on top of a pineapple | Pressed from the crown down.
Cratedrop | delivery subscription office online | a crate of fresh juice dropped at the door | A crate of juice at your door.
Fridgedoor | delivery subscription online | a row of fresh bottles in your fridge door | Fill the fridge door for the week.
Coolerrun | delivery office event catering | a cooler of cold juice run out to offices and events | Cold bottles, on the run.
Bottleback | eco zero waste plastic sustainable | bottles come back and get refilled | Bring the bottle back.
Kaleyard | organic farm eco local | kailyard: the old Scottish word for a kitchen garden of kale | From the kale yard to the glass.
WonkyFruit | eco zero waste sustainable rescued | juice made from wonky fruit shops turn away | Odd shapes, great juice.
Canepress | market cart stall street | sugarcane pressed fresh at a street cart | Pressed from the cane, on the street.
Citruscart | market cart stall event | a cart piled high with citrus | Find the cart, follow the citrus.
Marketsqueeze | market stall farmer | juice squeezed at the farmers market stall | Squeezed at the market, drunk on the spot.
Bendystraw | kids family school | the bendy straw every kid asks for | Bendy straws, real fruit.
Twistpeel | - | the twist of citrus peel on the rim of the glass | Finished with a twist.
`)
