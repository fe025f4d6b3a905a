import { bank } from '../types.ts'

export default bank('juice', `
Sunsqueeze | - | sun + squeeze: sunshine squeezed into a glass | Sunshine, squeezed.
Kindpulp | - | kind + pulp: honest juice, pulp and all | Pulp and all, nothing hidden.
Dawnglass | - | dawn + glass: the first fresh glass of the morning | The first glass of the day.
Wakezest | - | wake + zest: a zesty juice to wake you up | Zest to wake you up.
Vividsip | - | vivid + sip: bright, vivid-tasting juice | Every sip in full colour.
Cheerpeel | - | cheer + peel: fresh fruit, freshly peeled | Peeled fresh, poured cheerful.
Coolsplash | - | cool + splash: a cold splash of fresh juice | A cool splash of fruit.
Mellowsip | - | mellow + sip: smooth, easy juices | Smooth sips, easy days.
Fruitwell | - | fruit + well: a well of fresh fruit juice | Drink from the fruit well.
Slowpress | cold pressed raw | slow + press: juice pressed slowly, cold | Pressed slow, served cold.
Chillpulp | cold pressed raw | chill + pulp: cold-pressed juice with the pulp kept | Kept cold, kept whole.
Rawsqueeze | cold pressed raw | raw + squeeze: raw fruit and veg, pressed fresh | Raw, squeezed, bottled.
Gingerjolt | shot ginger wellness immunity | ginger + jolt: a fiery ginger shot | One shot, full jolt.
Cayennekick | shot ginger wellness immunity | cayenne + kick: a shot with a chilli kick | Small shot, big kick.
Zingshot | shot ginger wellness | zing + shot: a shot with zing | Zing in one gulp.
Resetsip | cleanse detox green | reset + sip: juices for a reset | Hit reset, one sip at a time.
Greenreset | cleanse detox green | green + reset: green juice for a fresh start | Reset with green.
Kalecalm | cleanse detox green wellness | kale + calm: calming green juices | Green, calm, clean.
Spoonthick | smoothie bowl acai | a smoothie so thick you eat it with a spoon | Too thick for a straw.
Blendbowl | smoothie bowl acai | blend + bowl: blended fruit bowls | Blended, bowled, topped.
Thickblend | smoothie bowl protein | thick + blend: thick smoothies | Thick enough to stand a spoon in.
Repshake | gym fitness protein athlete sport | rep + shake: a shake after the last rep | After the last rep.
Mileberry | gym fitness running runner | mile + berry: berry smoothies for runners | Fuel for the next mile.
Flexfruit | gym fitness protein | flex + fruit: fruit-based protein shakes | Fruit with muscle.
Coconutcrack | beach surf tropical island | the crack of a fresh coconut | Crack it open, drink it fresh.
Islandzest | beach tropical island summer | island + zest: tropical juices | A little island in every glass.
Surfstraw | beach surf summer | surf + straw: juice after the surf | Paddle in, sip up.
Cratedrop | delivery subscription office online | crate + drop: a crate of juice dropped off | A crate at your door each week.
Bottlerun | delivery subscription office | bottle + run: fresh bottles delivered on a weekly run | Fresh bottles, every run.
Fridgefill | delivery subscription online | fridge + fill: juice that fills your fridge | We fill the fridge.
Wonkyjuice | eco zero waste sustainable rescued | wonky + juice: juice from wonky fruit shops reject | Wonky fruit, perfect juice.
Loopbottle | eco zero waste plastic sustainable | loop + bottle: glass bottles returned and refilled | The bottle comes back.
Compostpeel | eco zero waste sustainable | compost + peel: every peel goes back to the soil | Even the peel goes back.
Citruscart | market cart stall event | citrus + cart: fresh citrus squeezed from a cart | Squeezed while you wait.
Canecart | market cart stall street | cane + cart: fresh sugar-cane juice from a cart | Pressed fresh on the street.
Kerbjuice | market cart stall street | kerb + juice: juice from the kerbside stall | Juice on the kerb.
Wigglestraw | kids family school | wiggle + straw: juice kids love | Wiggle, sip, grin.
Lunchsplash | kids family school lunch | lunch + splash: juice for the lunchbox | A splash in the lunchbox.
Playberry | kids family | play + berry: fruity drinks for playtime | Fuel for playtime.
Kaleyard | organic farm eco local | kale + yard: vegetables grown in our own yard | Grown in the yard, pressed at the bar.
Orchardpour | organic farm local | orchard + pour: juice poured from our orchard | From the orchard to the glass.
Fieldpress | organic farm local | field + press: produce from the field, pressed | Picked in the field, pressed today.
`)
