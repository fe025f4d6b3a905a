import { bank } from '../types.ts'

export default bank('good causes', `
*Tinrattle | - | the rattle of a collection tin, the oldest sound in fundraising | Every rattle of the tin counts.
Rafflestub | - | the stub you keep from a raffle ticket while you wait for your number | Hold the stub, wait for your number.
Spareshift | - | a spare shift given to a good cause | Give a spare shift.
Rescuedoor | animal rescue pet dog cat | the door every rescued animal walks through | A new door for every rescue.
Fosterlead | animal rescue dog | the lead held by a foster carer | Hold a lead, foster a dog.
*Wagagain | animal rescue dog | a rescued dog who wags again | Help them wag again.
*Hedgepledge | environment nature wildlife climate | a pledge to plant hedges for wildlife | Pledge a hedge.
Rootraise | environment nature tree climate | raising money to plant roots | Raise roots.
Shorekeep | ocean beach plastic | keeping the shore clean | Keep the shore clean.
Reefreturn | ocean sea reef | returning life to the reef | Return life to the reef.
Tinshelf | community local foodbank | the shelf of tins at the food bank | Fill the shelf.
Ribbonpin | health research medical cancer | the ribbon pin worn for a cause | Wear the ribbon.
Curecount | health research medical cancer | counting down to a cure | Count down to a cure.
Winterbed | homeless housing shelter homelessness roughsleeping | a bed for the winter | A bed for every winter night.
*Kettlecall | elderly senior loneliness | a call with the kettle on | Put the kettle on, call a friend.
Safeshore | refugee asylum migrants resettlement | a safe shore for refugees | A safe shore.
Harbourhand | refugee asylum migrants resettlement | a hand held out in harbour | A hand in the harbour.
Talkbench | mental health wellbeing depression anxiety | a bench where people talk | Sit, talk, heal.
# r10: detail names
Pencilpledge | school education literacy learning | pencil + pledge: a pledge of pencils for every pupil | A pencil for every pupil.
Bedtimebook | literacy reading book books | bedtime + book: a book at bedtime for every child | A story at every bedtime.
Memoryleaf | hospice bereavement grief palliative | memory + leaf: a leaf on the memory tree for each life | A leaf for every life.
Candlewalk | hospice bereavement grief memorial | candle + walk: the candlelit walk to remember loved ones | Walk to remember.
Rampraise | disability disabled wheelchair accessible | ramp + raise: raising money for ramps and access | Raise a ramp.
Kerbdrop | disability disabled wheelchair accessible | the dropped kerb that lets a wheelchair cross | Drop the kerb, open the street.
Kitbaghome | veteran veterans military forces armed | kit bag + home: bringing veterans home after the forces | Kit bag down, welcome home.
Poppytin | veteran veterans military forces remembrance | poppy + tin: the poppy collection tin | Drop a coin for the poppy.
Tapturn | water sanitation drinking | tap + turn: a village turning on its first clean tap | Turn the tap, change a village.
# r11: detail names
Lunchboxfund | child children kids hunger meals | lunchbox + fund: a packed lunch for every child | No child without a lunchbox.
Kickaboutkit | sport sports football grassroots youth | kickabout + kit: football kit for kids who can't afford it | Kit for every kickabout.
Bootbank | sport sports football boots grassroots | boot + bank: donated football boots for young players | Give your old boots a new game.
Safelatch | domestic abuse violence refuge | safe + latch: a safe door for people leaving abuse | A safe latch on a new door.
Brewbreak | carer carers caring respite | brew + break: a cup of tea and a break for unpaid carers | A brew and a break for carers.
Pollenpledge | bee bees pollinator pollinators wildflower wildflowers | pollen + pledge: a pledge to plant flowers for bees | Pledge a patch for the bees.
Hoofhome | horse horses donkey donkeys equine | hoof + home: a home for rescued horses and donkeys | A home for every hoof.
Carrottin | horse horses donkey donkeys pony ponies | carrot + tin: a collection tin for rescued donkeys | Drop a coin, buy a carrot.
Goatgift | poverty overseas africa development | goat + gift: a goat given to a family overseas | Give a goat, feed a family.
Sockdrive | homeless rough sleeper sleepers | sock + drive: collecting warm socks for people sleeping rough | Dry socks for cold nights.
# r12: detail names
Lunchbox Fund | children child kids hunger school | a full lunchbox for every child | Every child, a full lunchbox.
Crayon Fund | children child kids education school | crayons and school things for children who go without | Crayons in every pencil case.
*Doorknock | elderly senior seniors older loneliness lonely | a knock on the door of someone living alone | A knock, a cuppa, a chat.
Cuppa Calls | elderly senior older loneliness lonely | friendly phone calls over a cup of tea | A call and a cuppa.
Parish Pot | community local village town | the village's shared pot of money | Raised here, spent here.
Spare Tin | foodbank food hunger poverty | a spare tin from your cupboard for the food bank | One spare tin helps.
Rockpool Fund | ocean sea beach marine coastal | protecting the rockpools and the sea around them | Look after the rockpools.
# r13: detail names
Bagdrop | shop shops charityshop secondhand thrift preloved | a bag of clothes dropped at the charity shop door | Drop a bag, fund a cause.
Sponsormile | running runner runners marathon sponsored funrun 5k 10k | a mile run for sponsorship money | Every mile you run, someone pays.
Rainbowdoor | lgbt lgbtq lgbtqia queer pride trans transgender gay lesbian | a door with a rainbow on it, open to everyone | A door open to everyone.
# r14: detail names
Sapling Spade | environment environmental nature tree trees climate planting reforestation | the spade that plants a sapling | One spade, one tree.
Labbench Fund | health research medical cancer disease | funding the lab bench where cures are found | Fund the bench, find the cure.
Pumphandle | water sanitation drinking | the handle of a village water pump | Pump the handle, clean water flows.
Packed Bag Fund | domestic abuse violence refuge survivors | the bag packed by someone ready to leave abuse | For the day they leave.
Seedsack | poverty overseas africa development | a sack of seed for a farming family overseas | Plant a sack, feed a village.
Trolley Drop | foodbank foodbanks food hunger poverty | groceries dropped in the food bank trolley at the till | Add one, drop one.
Bibpin | running runner runners marathon sponsored funrun 5k 10k | the safety pin on a race bib | Pin the bib, raise the money.
`)
