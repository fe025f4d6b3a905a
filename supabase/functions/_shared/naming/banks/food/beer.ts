import { bank } from '../types.ts'

export default bank('beer', `
Mashpaddle | - | the long paddle a brewer stirs the mash with | Stirred by hand, brewed by us.
Sweetwort | - | the sweet wort drawn off the mash before the boil | It all starts sweet.
Swingtop | - | the swing-top bottle with its wire and stopper | Flip the top, pour the pint.
Mashtun | - | the vessel where malt and hot water become beer | Everything starts in the tun.
Maltfloor | - | the floor where barley is spread out to malt | Good beer starts on the malt floor.
BrightTank | - | the tank where finished beer clears before the tap | Clear, cold, and ready to pour.
Drayhorse | - | the horses that once carried brewers' casks to the pubs | Brewed to be delivered.
Grainbill | - | the brewer's list of malts for a recipe | Every pint starts with the grain bill.
Caskroll | - | the roll of a cask down into the pub cellar | Rolled into the cellar, pulled at the bar.
Hopbine | ipa hoppy hazy pale | hops climb on bines, not vines: the brewer's own word | Picked from the bine, dropped in the tank.
LupulinLane | ipa hoppy hazy pale | lupulin, the sticky yellow oil in a hop cone | Sticky with hops.
Hazeline | ipa hazy pale juicy | the soft haze of a juicy pale ale | Hazy on purpose.
Coolship | sour wild barrel farmhouse lambic | the open, shallow vessel where wild yeast finds the beer | Open to the air, wild by choice.
Barrelthief | sour barrel aged wood | the glass tube brewers use to steal a sample from a barrel | We taste every barrel first.
Puckerwood | sour barrel aged wood | pucker + wood: a sour aged in oak | Aged in oak, sour on purpose.
Handpull | taproom pub brewpub cask | the pump handle that pulls cask ale at the bar | Pulled by hand, poured at cellar temperature.
GrowlerRun | taproom takeaway brewpub | a quick run to the taproom to fill a growler | Fill the growler, head home.
Taphandle | taproom bar brewpub | the handle on every tap at the bar | Pick a handle.
Stoutheart | stout porter dark | stout + stouthearted: a bold dark beer | Dark, bold, and brave.
Blackmalt | stout porter dark | the roasted black malt that turns a stout dark | Roasted black, poured smooth.
Darkwort | stout porter dark winter | the dark wort of a stout before it ferments | Dark from the first drop.
Sidepull | lager pilsner czech | the Czech side-pull tap that pours a proper lager | Poured the Czech way.
Longlager | lager pilsner crisp | lager kept cold for weeks until it is crisp | Lagered long, poured crisp.
Coldcellar | lager pilsner crisp | lager rests for weeks in a cold cellar | Weeks in the cold, seconds in the glass.
Hopgarden | farm rural farmhouse estate kent | hop garden: the Kentish name for a field of hops on poles and wires | Grown in the garden, brewed in the barn.
Barleymow | farm rural village | a barley mow: a stack of harvested barley, and an old pub name | From the barley field to the bar.
Oasthouse | farm rural kent heritage | the round kilns where hops were dried | Dried in the oast, brewed next door.
Teetotap | alcohol free zero sober low | teetotal + tap: a bar of alcohol-free beer | All the pint, none of the proof.
Clearhead | alcohol free zero sober low | a clear head in the morning after a pint | Wake up with a clear head.
Drypint | alcohol free zero sober | a proper pint for a dry month | A dry pint that still tastes of beer.
Carboy | homebrew kit supply | the glass jar every homebrewer ferments in | Everything for your first carboy.
Crowncap | homebrew kit supply bottle | the crown cap pressed on every homebrew bottle | Capped at home, opened with friends.
Siphonstart | homebrew kit supply | the first siphon from fermenter to bottle | Start your first brew here.
`)
