import { bank } from '../types.ts'

export default bank('creative work', `
Freshdraft | - | fresh + draft: every project started with fresh eyes | Fresh eyes on every draft.
Clearbrief | - | a clear brief, the start of all good design work | It starts with a clear brief.
Wildswatch | - | a wild swatch: colour choices that stand out | Colours people remember.
Warmgrid | - | a warm grid: structured design that still feels human | Order, with a warm heart.
Drawnwell | - | work drawn well, down to the last line | Drawn well, down to the detail.
Sketchday | - | the day an idea first becomes a sketch | Every big idea starts on sketch day.
Oddhue | - | an odd hue: the unexpected colour that makes work stand out | The colour nobody else would pick.
Inkwhim | - | ink + whim: ideas followed wherever they lead | We follow the whim, then ink it.
Moodpin | - | the pin on a mood board where every project starts | From mood board to finished work.
Idealayer | - | idea + layer: design built up layer by layer | Layer by layer, idea to finish.
Sketchloft | illustrator illustration drawing | a loft studio full of sketches | Drawn up in the loft.
Linewalk | illustrator illustration drawing | taking a line for a walk, as Paul Klee said of drawing | We take the line for a walk.
Pencilroam | illustrator illustration drawing | a pencil left free to roam the page | Where the pencil wants to go.
Pressproud | print printing poster flyer | print work you are proud to hand over | Print worth handing out.
Papercrisp | print printing stationery | the crisp feel of good paper stock | Crisp paper, sharp print.
Deepink | print printing poster | deep, rich ink on the page | Rich ink, bold prints.
Scrollwell | web website digital ux | websites people enjoy scrolling | Sites people keep scrolling.
Hoverhue | web website digital | the colour a button turns when you hover over it | Every click, a little delight.
Pixelpace | web website digital app | pixels placed at a steady, careful pace | Sites built pixel by careful pixel.
ShelfPop | packaging label product | packaging that pops off the shelf | Picked first off the shelf.
Boxcharm | packaging box product | a box with charm customers keep | Boxes too good to bin.
Lidlift | packaging box product | the moment a customer lifts the lid | Made for the moment the lid lifts.
Markmint | logo brand identity branding | a brand mark, freshly minted | Your mark, freshly minted.
Glancemark | logo brand identity branding | a mark that works at a single glance | Known at a glance.
Badgeborn | logo brand identity branding | where a brand's badge is born | Where your brand gets its badge.
VellumVow | wedding stationery invitation | vellum + vow: wedding stationery on fine paper | Your vows, on the finest paper.
Ivoryscript | wedding stationery invitation | ivory card and flowing script for a wedding | Invitations in ivory and ink.
Toastcard | wedding stationery invitation | the cards and menus for every wedding toast | Stationery for the whole celebration.
Flickframe | motion animation video | frames flicked into motion | Designs that move.
Loopjoy | motion animation gif | the joy of a perfect looping animation | Loops people watch twice.
Wigglepen | motion animation | a pen line that wiggles to life | Drawings that get up and move.
Serifsmile | typography type lettering font | the small smile of a well-cut serif | Letters with a little smile.
Loopletter | typography type lettering calligraphy | hand lettering with loops and flourishes | Letters drawn by hand.
Swashjoy | typography type lettering calligraphy | the joy of a flourishing swash on a letter | Lettering with a flourish.
Soloswatch | freelance freelancer solo | a solo designer's own swatch of work | One designer, full attention.
Ownbrief | freelance freelancer solo | a freelancer who takes each brief personally | Your brief, owned by one person.
Oneeasel | freelance freelancer solo | one easel, one maker, every job | One maker, start to finish.
Doodlepop | kid child children playful | doodles that pop with colour | Bright ideas for little people.
Crayoncloud | kid child children | a cloud of crayon colour | Colour made for kids.
Gigglegrid | kid child children playful | a design grid with room for giggles | Serious design, silly fun.
Leafpress | eco green sustainable recycled | printing on leaf-light recycled paper | Design that treads lightly.
Rootdraft | eco green sustainable | drafts that start from good roots | Good design from the roots up.
Mosspen | eco green sustainable | moss + pen: design with a green conscience | Green ideas, drawn with care.
`)
