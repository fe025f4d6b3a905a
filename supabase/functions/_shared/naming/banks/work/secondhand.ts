import { bank } from '../types.ts'

export default bank('second-hand finds', `
Wornwell | - | worn well: second-hand things with life left in them | Worn well, loved again.
Findfond | - | a find you grow fond of | Finds you'll grow fond of.
Lovedtwice | - | things loved by two owners | Loved once, loved twice.
Thriftjoy | - | the joy of a thrift find | The joy of the find.
Rackluck | - | the luck of finding gold on the rack | Try your luck on the rack.
Flealuck | - | the luck of the flea market | Flea market luck, online.
Bargainbell | - | the bell that rings for a bargain | Ring the bargain bell.
Nextkeeper | - | the next keeper of a good thing | Be the next keeper.
Swapsmile | - | the smile of a good swap | Swap with a smile.
Stallstory | - | the story behind every stall find | Every find has a story.
Yesterwear | vintage retro clothing | yesterday + wear: vintage clothes to wear today | Yesterday's clothes, today's style.
Patinapost | vintage retro | finds with patina, posted to you | Patina, posted.
Sundayflea | vintage retro | the Sunday flea market | Every Sunday, a new find.
Closetswap | clothing fashion clothes | swapping clothes closet to closet | Swap your closet.
Secondseam | clothing fashion clothes | clothes with a second life in every seam | A second life, seam by seam.
Railrevive | clothing fashion clothes | clothes revived on a new rail | Revived for the rail.
Teakagain | furniture home | teak furniture, loved again | Good wood, loved again.
Chairchance | furniture home | a second chance for a good chair | A second chance for good chairs.
Oakonward | furniture home | oak furniture, passed onward | Solid oak, passed on.
Pramagain | kid baby children | prams and baby kit used again | Baby kit, used again.
Growthrack | kid baby children | a rack for clothes kids grow out of | For clothes they've outgrown.
Tinyloved | kid baby children | tiny clothes, already loved | Tiny clothes, already loved.
Secondsilk | luxury designer | a second owner for designer silk | Designer pieces, second time round.
Luxerelay | luxury designer | luxury passed on like a relay baton | Luxury, passed on.
Labelrevive | luxury designer | designer labels revived | Designer labels, revived.
Soletrade | sneaker trainer | trading soles: second-hand sneakers | Trade your soles.
Lacerelay | sneaker trainer | sneakers relayed to new feet | New laces, same legend.
Solehunt | sneaker trainer | hunting for rare soles | Hunt down the rare pairs.
Trailworn | outdoor gear hiking climbing camping | outdoor gear already worn on the trail | Tested on the trail.
Gearloft | outdoor gear hiking climbing camping | a loft full of outdoor gear | Gear for the next trip.
Ridgereuse | outdoor gear hiking climbing | gear reused up on the ridge | Back up the ridge.
Unbinned | sustainable green eco | things saved from the bin | Saved from the bin.
Rescuefind | sustainable green eco | finds rescued from landfill | Rescue a find.
Binbypass | sustainable green eco | bypassing the bin | Skip the bin.
Phonefond | tech electronics phone | phones someone was fond of | Good phones, second time.
Gadgetgrace | tech electronics phone refurbished | gadgets given a second grace | Gadgets, given grace.
Techthrift | tech electronics phone refurbished | thrift for tech | Tech at thrift prices.
Riffrehome | music musical instrument guitar | rehoming guitars and their riffs | Rehome a riff.
Chordchance | music musical instrument guitar | a second chance for an instrument | Another chance to play.
Pianopass | music musical instrument piano | passing pianos to new players | Pass the piano on.
`)
