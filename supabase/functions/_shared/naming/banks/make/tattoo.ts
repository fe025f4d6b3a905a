import { bank } from '../types.ts'

export default bank('tattoos', `
Needlebar | - | the bar inside a tattoo machine that drives the needles | Steady bar, clean line.
Inkcap | - | the little cap a tattooist pours each colour into | A fresh ink cap for every colour.
Stencilskin | - | the design laid on skin before the needle touches it | Stencil first, then the needle.
Coilbuzz | - | the buzz of a coil machine, the sound of a tattoo shop | Follow the buzz.
Linerpass | - | the first pass with the liner needle | One pass, one clean line.
Whipshade | - | whip shading: the soft stroke behind a smooth gradient | Shading that fades like smoke.
Flashwall | - | the wall of ready-drawn flash every parlour hangs | Pick from the wall, or bring your own.
Skinscript | - | script lettering, written on skin | Lettering that lasts a lifetime.
Roundliner | - | the round liner needle grouping behind crisp outlines | Round liners, sharp lines.
Gripwrap | - | the tape wound round a tattoo grip for a steady hand | Wrapped grip, steady hand.
Healwrap | - | the film wrapped over a fresh tattoo while it heals | Wrapped, healed, worn for life.
Rotaryhum | - | the soft hum of a rotary tattoo machine | Quiet machine, clean work.
SwallowInk | traditional oldschool sailor | the swallow, the classic sailor flash | Old-school swallows, still flying.
SailorRose | traditional oldschool sailor | the bold red rose of sailor-style tattoos | Bold lines, red roses.
Redbanner | traditional oldschool | the red banner scroll across classic flash | A banner with your name on it.
Threadline | fineline minimalist delicate | lines as fine as a thread | Lines as fine as thread.
SingleNeedle | fineline minimalist delicate | the single-needle style of fine line work | One needle, finest lines.
Featherfine | fineline minimalist delicate | work as fine and light as a feather on skin | Light as a feather, there for life.
Hoopstud | piercing ear | hoops and studs, the two shapes every piercer stocks | Hoops, studs and a steady hand.
Lobestack | piercing ear | a stack of piercings up the lobe | Stack them up.
Helixpoint | piercing ear | the helix, the upper-ear piercing | Clean piercings, from lobe to helix.
NextChair | walkin flash | walk in and take the next chair free, no booking | Walk in, sit down, get inked.
Walkinbuzz | walkin flash | walk in and hear the machines | Hear the buzz, come on in.
FlashFriday | walkin flash | the flash days when designs go on first come, first served | Flash day: first come, first inked.
Blastover | coverup rework | a blast-over: bold new work laid over an old tattoo | Old ink, new story.
Fadefix | coverup rework | an old faded tattoo, brought back | Faded? We'll fix that.
Shadeover | coverup rework | deep shading laid over the old work | Shaded over, started fresh.
Dotwork | blackwork dotwork geometric | the dotwork style, built from thousands of dots | Thousands of dots, one design.
Solidpack | blackwork | a solid pack of black ink, no holidays | Solid black, packed right.
Blackfill | blackwork | black fill laid smooth and even | Black, filled in deep.
`)
