import { bank } from '../types.ts'

export default bank('good causes', `
Gladgive | - | giving gladly, and seeing where it goes | Give gladly.
Pledgeproud | - | proud of every pledge made | Proud to pledge.
Goodpound | - | a pound that does good | Every pound does good.
Changejar | - | a jar of spare change that changes things | Spare change, real change.
Raisewell | - | fundraising done well | Raise well, give well.
Causecheer | - | the cheer when a cause hits its target | Cheer the cause on.
Sharesmile | - | the smile of sharing what you have | Share, and smile.
Spareshift | - | a spare shift given to a good cause | Give a spare shift.
Pennylift | - | pennies that lift people up | Every penny lifts.
Bucketbuzz | - | the buzz round a collection bucket | Rattle the bucket.
Rescuedoor | animal rescue pet dog cat | the door every rescued animal walks through | A new door for every rescue.
Fosterlead | animal rescue dog | the lead held by a foster carer | Hold a lead, foster a dog.
Wagagain | animal rescue dog | a rescued dog who wags again | Help them wag again.
Lunchboxfull | child youth school | a lunchbox kept full for every child | No child goes hungry.
Satchelhope | child youth school education | a chance carried in a school satchel | A fair chance for every child.
Youthlift | child youth | a lift for young people | Lift young people up.
Hedgepledge | environment nature wildlife climate | a pledge to plant hedges for wildlife | Pledge a hedge.
Greengive | environment nature climate | giving for green causes | Give green.
Rootraise | environment nature tree climate | raising money to plant roots | Raise roots.
Beachpick | ocean beach plastic | picking plastic off the beach | Pick up, clean up.
Shorekeep | ocean beach plastic | keeping the shore clean | Keep the shore clean.
Reefreturn | ocean sea reef | returning life to the reef | Return life to the reef.
Tinshelf | community local foodbank | the shelf of tins at the food bank | Fill the shelf.
Streetkitty | community local neighbourhood | a kitty for the whole street | A kitty for the street.
Neighbourjar | community local neighbourhood | a jar for neighbours in need | Neighbours helping neighbours.
Ribbonpin | health research medical cancer | the ribbon pin worn for a cause | Wear the ribbon.
Trialfund | health research medical | funding medical trials | Fund the next breakthrough.
Curecount | health research medical cancer | counting down to a cure | Count down to a cure.
Warmbowl | homeless housing | a warm bowl for someone on the street | A warm bowl, a warm welcome.
Winterbed | homeless housing shelter | a bed for the winter | A bed for every winter night.
Doorwaywarm | homeless housing shelter | warmth for people sleeping in doorways | Nobody sleeps cold.
Kettlecall | elderly senior loneliness | a call with the kettle on | Put the kettle on, call a friend.
Silverchat | elderly senior loneliness | a chat with a silver-haired neighbour | Nobody lonely.
Wintercheck | elderly senior | a winter check on older neighbours | Check in this winter.
Safeshore | refugee asylum | a safe shore for refugees | A safe shore.
Newdoorstep | refugee asylum | a new doorstep for refugees | A new doorstep, a new start.
Harbourhand | refugee asylum | a hand held out in harbour | A hand in the harbour.
Mindrally | mental health wellbeing | rallying round minds that struggle | Rally round every mind.
Talkbench | mental health wellbeing | a bench where people talk | Sit, talk, heal.
Calmcause | mental health wellbeing | a cause for calmer minds | A calmer mind for everyone.
`)
