import { bank } from '../types.ts'

export default bank('creative work', `
Wildswatch | - | a wild swatch: colour choices that stand out | Colours people remember.
Oddhue | - | an odd hue: the unexpected colour that makes work stand out | The colour nobody else would pick.
Moodpin | - | the pin on a mood board where every project starts | From mood board to finished work.
Sketchloft | illustrator illustration drawing | a loft studio full of sketches | Drawn up in the loft.
Hoverhue | web website digital | the colour a button turns when you hover over it | Every click, a little delight.
*ShelfPop | packaging label product | packaging that pops off the shelf | Picked first off the shelf.
Boxcharm | packaging box product | a box with charm customers keep | Boxes too good to bin.
Markmint | logo brand identity branding logos rebrand | a brand mark, freshly minted | Your mark, freshly minted.
Glancemark | logo brand identity branding | a mark that works at a single glance | Known at a glance.
VellumVow | wedding stationery invitation | vellum + vow: wedding stationery on fine paper | Your vows, on the finest paper.
Ivoryscript | wedding stationery invitation | ivory card and flowing script for a wedding | Invitations in ivory and ink.
Flickframe | motion animation video | frames flicked into motion | Designs that move.
*Wigglepen | motion animation | a pen line that wiggles to life | Drawings that get up and move.
Serifsmile | typography type lettering font | the small smile of a well-cut serif | Letters with a little smile.
Loopletter | typography type lettering calligraphy | hand lettering with loops and flourishes | Letters drawn by hand.
Doodlepop | kid child children playful | doodles that pop with colour | Bright ideas for little people.
Crayoncloud | kid child children | a cloud of crayon colour | Colour made for kids.
Leafpress | eco green sustainable recycled | printing on leaf-light recycled paper | Design that treads lightly.
# r10: detail names
Forkfont | menu restaurant restaurants cafe | fork + font: menus and branding for places that serve food | Menus people read twice.
Vinylink | band album music musician record | vinyl + ink: album art and band artwork | Art worth framing the record for.
Sleevesketch | band album music musician record | sleeve + sketch: a record sleeve drawn up | Every album deserves a great sleeve.
Jacketink | author authors publishing novel publisher | book jacket + ink: book cover design | Covers people judge kindly.
Brickbrush | mural murals wall graffiti | brick + brush: murals painted onto brick | Big art for blank walls.
Signbrush | signage sign shopfront storefront | sign + brush: hand-painted shop signs | Signs painted to be noticed.
Tee & Ink | tshirt shirt apparel merch clothing | a tee and the ink printed on it: shirt and merch design | Shirts people actually wear.
Deckdraft | pitch deck presentation slides investor | deck + draft: pitch decks designed to win the room | Slides that win the room.
Tapsketch | app apps ui ux | tap + sketch: app screens sketched for the thumb | Screens made for thumbs.
Pawsketch | pet dog cat portrait | paw + sketch: illustrated pet portraits | Your pet, drawn with love.
# r11: detail names
Gridpost | instagram feed post posts | grid + post: Instagram posts designed as a grid | A grid worth scrolling back through.
Squarecrop | instagram feed tiktok | the square crop of a social post | Posts that fill the square.
Wordswatch | copy copywriting copywriter tagline | words picked like colour swatches | Words chosen like colours.
Needlesketch | tattoo tattoos | needle + sketch: designs drawn for the tattoo needle | Drawn first, inked forever.
Stencil & Ink | tattoo tattoos | the stencil and the ink: custom tattoo designs | From stencil to skin.
Stampdoodle | greeting greetings postcard postcards | stamp + doodle: hand-drawn greeting cards | Cards too nice to recycle.
Frameprint | print prints poster posters | frame + print: art prints worth framing | Prints worth the frame.
Threadsketch | textile textiles fabric pattern embroidery | thread + sketch: designs drawn for fabric | Patterns drawn for fabric.
Scrollsketch | web website websites landing | scroll + sketch: websites sketched for scrolling | Pages worth the scroll.
# r12: detail names
Placardpress | charity nonprofit campaign activist cause | placard + press: campaign design for causes | Designs that march for your cause.
Blushbrand | beauty salon cosmetics skincare | blush + brand: branding for beauty businesses | Branding with a healthy glow.
Mossmark | eco green sustainable | a brand mark grown as naturally as moss | Green brands that look the part.
Nibdoodle | illustrator illustration drawing | a pen nib's doodles, drawn to order | Drawn by hand, nib first.
Corklabel | wine winery vineyard label | wine labels that get the bottle picked | The label that sells the bottle.
# r13: detail names
Gaspface | youtube youtuber thumbnail thumbnails channel | the gasping face on a thumbnail nobody can scroll past | Thumbnails that stop the scroll.
Peelpop | sticker stickers decal decals | the pop of a sticker peeling off its sheet | Stickers people actually stick.
Spritesketch | game games gaming videogame videogames | sprite + sketch: characters and art drawn for games | Heroes drawn pixel by pixel.
# r14: detail names
Foldline | web website websites webdesign landing | everything that matters above the fold line | Worth it above the fold.
Lidlift | packaging box boxes unboxing | the moment a customer lifts the lid of the box | Made for the moment the lid lifts.
Waxseal Press | wedding weddings stationery invitation invitations invite invites | the wax seal pressed on a wedding invitation | Sealed with your names.
Fridgeworthy | kid kids child children | design good enough for the fridge door | Designs kids pin to the fridge.
Seedpaper Studio | eco green sustainable sustainability recycled ecofriendly | printing on seed paper that can be planted afterwards | Print it, plant it.
Tenslide | pitch deck presentation slides investor investors | the ten-slide deck that wins the room | Ten slides. One yes.
`)
