import { bank } from '../types.ts'

export default bank('photographs', `
Hotshoe | - | the hot shoe on top of the camera where the flash slides in | Ready the moment the flash fires.
ThirtySix | - | thirty-six: the frames on a roll of film, every one counted | Thirty-six chances, no wasted frames.
Mirrorslap | - | the clack of the mirror every photographer knows by ear | Listen for the click.
StopDown | - | stopping down the lens for a sharper picture | Sharper, one stop at a time.
SunnySixteen | - | the sunny sixteen rule photographers meter by eye | Exposed right, by eye and by heart.
Flashbulb | - | the old flashbulb and the moment it lit up | The moment, lit.
Hyperfocal | - | the hyperfocal distance where everything is sharp | Everything in focus, near and far.
Rangefinder | - | the rangefinder camera of street and documentary work | Close to the moment, never in the way.
GreasePencil | - | the grease pencil that circles the best frames on a contact sheet | Only the circled frames make it.
Safelight | - | the red safelight of the darkroom | Developed by hand, under red light.
SilverGrain | - | the silver grain that holds a film photograph | Real grain, real moments.
BulbMode | - | bulb mode: the shutter held open for a long exposure | Worth the long exposure.
Darkslide | film | the darkslide pulled before a large-format exposure | Pull the slide, take the shot.
Stopbath | film darkroom | the stop bath that fixes a print at the right moment | Stopped at exactly the right moment.
Tankreel | film darkroom | the reel film is wound onto in the developing tank | Wound, developed, printed by hand.
Sprockethole | film | the sprocket holes along the edge of a film strip | Shot on film, edge to edge.
ConfettiRoll | wedding | a roll of film shot in the confetti moment | The confetti, caught mid-air.
AisleFocus | wedding | sharp focus on the walk down the aisle | The walk down the aisle, in focus.
Vowframe | wedding | the frame that holds the moment of the vows | Every vow, framed.
Porchframe | family | a family framed on their own porch steps | Your family, at home.
PicnicRoll | family outdoor | a roll of film shot on a family picnic | Sunday afternoons, kept.
SundaySnap | family | the easy Sunday snapshot, done properly | Lazy Sundays, beautifully kept.
Swaddleshot | newborn baby | the swaddled newborn portrait | The first week, softly kept.
LittleFist | newborn baby | a newborn's tiny fist, the detail every parent wants kept | The tiny details, kept forever.
CottonWrap | newborn baby | the soft cotton wrap of a newborn session | Soft light, sleepy babies.
Whiskerlens | pet dog cat | a lens close enough to count the whiskers | Close enough to count whiskers.
EarsUp | pet dog | the ears-up moment every pet photographer waits for | We wait for the ears.
Tailblur | pet dog | the happy blur of a wagging tail | Happy tails, sharp eyes.
Packshot | product ecommerce | the pack shot: a product on clean white | Products that sell from the photo.
Sweeptable | product ecommerce | the seamless sweep table products are shot on | Seamless shots for every product.
Propshelf | product | the shelf of props behind every styled product shoot | Styled, shot, ready to list.
Infinityfocus | travel landscape | focus set to infinity for the far horizon | Focused all the way to the horizon.
PassportLens | travel | a lens that has been through passport control | Stamped in every country.
Tripodpack | travel landscape | the tripod strapped to a travel pack | Carried up for the view.
Catchlight | headshot portrait | the spark of light in a sitter's eyes | Eyes that light up the frame.
Squinch | headshot | the slight squint that makes a headshot look confident | Confident in one click.
ChinForward | headshot | the direction every headshot photographer gives | Chin forward, best foot too.
`)
