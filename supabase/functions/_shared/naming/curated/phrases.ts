// Familiar English phrases for sound-alike puns (strategies/phrase-puns.ts): one per line, lower case.
export default `
peer pressure
tried and true
rule of thumb
piece of cake
second wind
early bird
rolling stone
main street
high noon
full moon
happy hour
first class
open house
fresh start
salt and pepper
rock and roll
bread and butter
break the ice
spill the beans
hit the road
hit the sack
hit the spot
hit the jackpot
on the ball
on the house
on the fly
on a roll
on the rocks
on the money
in the bag
in a nutshell
in the zone
in a pickle
in the know
in a jiffy
in a flash
out and about
over the moon
over the top
over easy
under the sea
up and running
all ears
all the rage
all that jazz
all aboard
apple pie
back to basics
back to school
bells and whistles
bees knees
big apple
big cheese
big fish
big picture
big wheel
bits and pieces
black and white
blue moon
blue sky
brain wave
bright idea
bright and early
busy bee
carry the torch
cat nap
catch a wave
cherry on top
cherry pick
clean slate
clean sweep
close shave
coast to coast
cold feet
cold snap
comfort food
cool beans
copy cat
couch potato
country road
crystal clear
cup of tea
cup of joe
cutting edge
daily grind
dark horse
day by day
day trip
dinner bell
dog days
double trouble
down to earth
down memory lane
dream come true
dream team
dust bunny
easy as pie
easy street
elbow grease
elbow room
eye candy
fair and square
fair share
fast lane
fast track
fast food
field day
fifth wheel
finger food
fingers crossed
first light
first prize
fish and chips
flying colors
food for thought
free ride
fresh air
fresh face
from scratch
front row
full circle
full house
full steam ahead
game changer
game plan
gold mine
gold rush
golden hour
golden rule
golden ticket
golden goose
good egg
good vibes
good to go
grab and go
grand slam
green light
green thumb
half and half
hand in hand
hang loose
happy camper
happy go lucky
hat trick
have a ball
have a blast
head over heels
head start
heads up
heart of gold
heart and soul
heat wave
high five
high hopes
high tide
high street
high seas
high tea
hold the fort
hold your horses
home base
home run
home sweet home
home turf
hot cakes
hot potato
hot seat
hot spot
house party
jump for joy
keep calm
kitchen sink
knock on wood
labor of love
lady luck
last call
late bloomer
leaps and bounds
lions share
lock and key
lost and found
loud and clear
lucky break
lucky charm
lunch break
made to order
make a splash
make hay
make waves
melting pot
mint condition
mix and match
morning glory
mother nature
new leaf
nice and easy
night owl
nine to five
no strings attached
nuts and bolts
odds and ends
off the charts
off the grid
off the hook
old school
open road
peace and quiet
picture perfect
pit stop
plain sailing
play ball
pleased as punch
pot of gold
pot luck
power nap
pride and joy
puppy love
raise the bar
raise the roof
rain check
red carpet
ride the wave
right as rain
rise and shine
road trip
rock solid
rock star
safe and sound
same boat
say cheese
sea change
sea legs
seal the deal
second nature
second helping
set sail
shoot the breeze
short and sweet
show and tell
silver lining
silver screen
silver spoon
sink or swim
sitting pretty
sky high
sleep on it
slice of life
slow and steady
small talk
small world
smart cookie
smooth sailing
soft spot
sour grapes
spick and span
spill the tea
spring fever
spring cleaning
spring chicken
steal the show
step by step
strike gold
sugar and spice
summer breeze
sunny side up
sweet dreams
sweet spot
sweet tooth
sweet talk
take a bow
take the cake
take it easy
take the plunge
talk shop
tall tale
team spirit
tea time
thick and thin
third wheel
tickled pink
tie the knot
tight ship
time flies
tip top
to a tee
top dog
top notch
top shelf
tough cookie
true blue
true north
turn the page
twice as nice
warm welcome
weather the storm
well done
when pigs fly
wild card
wild goose chase
window shopping
wine and dine
wing it
word of mouth
peaches and cream
cheese and crackers
milk and cookies
bacon and eggs
pen and paper
knife and fork
needle and thread
ups and downs
hustle and bustle
hide and seek
hugs and kisses
surf and turf
sweet and sour
bed and breakfast
mac and cheese
chips and dip
neat and tidy
tea and toast
apples and oranges
thunder and lightning
bricks and mortar
salt and vinegar
cream and sugar
wine and cheese
rags to riches
rhythm and blues
fun and games
cat and mouse
chicken and egg
around the corner
city lights
small town
town square
village green
corner shop
north star
midnight snack
night shift
sunday best
sunday roast
winter wonderland
spring break
harvest moon
rainy day
snow day
crack of dawn
rush hour
sea breeze
beach bum
sand castle
wild west
great outdoors
block party
street smart
street food
next door
dance floor
hall of fame
third time lucky
poker face
make the cut
brand new
over the rainbow
chill out
laid back
monkey business
barrel of laughs
stitch in time
too many cooks
when in rome
grass is greener
greener pastures
spice of life
finders keepers
sliced bread
rocket science
bare necessities
merry go round
yellow brick road
row your boat
twinkle twinkle
open sesame
happily ever after
fairy godmother
prince charming
glass slipper
magic carpet
magic wand
wishing well
big bad wolf
sleeping beauty
snow white
puss in boots
robin hood
round table
treasure hunt
treasure map
treasure chest
buried treasure
desert island
around the world
secret garden
stormy weather
twist and shout
good vibrations
walking on sunshine
country roads
jazz hands
spoonful of sugar
box of chocolates
giant leap
carpe diem
bon voyage
bon appetit
deja vu
a la carte
a la mode
coffee break
meat and potatoes
full of beans
top banana
go bananas
bad apple
cookie cutter
cookie jar
gravy train
alphabet soup
sugar rush
humble pie
cutie pie
grain of salt
pinch of salt
go nuts
low hanging fruit
smell the coffee
afternoon tea
tea for two
silver platter
greasy spoon
queen bee
cool cat
lone wolf
one trick pony
cash cow
pig out
guinea pig
eager beaver
snail mail
rule the roost
nest egg
fly the coop
social butterfly
can of worms
smell the roses
coming up roses
bed of roses
rose tinted glasses
flower power
shrinking violet
gild the lily
plant a seed
money tree
family tree
olive branch
blue skies
ray of sunshine
sun kissed
lucky stars
rising star
shooting star
wish list
lend a hand
helping hand
thumbs up
best foot forward
knee high
chin up
cheek to cheek
funny bone
bone dry
bare bones
peace of mind
thinking cap
goody two shoes
on a shoestring
dressed to impress
fancy pants
smarty pants
tailor made
home free
table for two
through the roof
pillow talk
sleep tight
clean house
squeaky clean
curtain call
two cents
pretty penny
big bucks
top dollar
time is money
brass tacks
heavy metal
golden oldies
glory days
seize the day
one fine day
time to shine
just in time
beat the clock
second chance
finest hour
next level
level up
top secret
all for one
no stone unturned
no sweat
bright spark
perfect pitch
curve ball
drop the ball
first base
slam dunk
fair play
home team
hole in one
tee time
false start
finish line
photo finish
pack a punch
tag team
personal best
gold medal
go for gold
go overboard
on the road
rocky road
full throttle
reinvent the wheel
squeaky wheel
joy ride
flying high
high flyer
train of thought
back on track
miss the boat
rock the boat
float your boat
drop anchor
safe harbor
port of call
by the sea
hold the phone
watch your step
knock knock
peek a boo
simon says
musical chairs
pillow fight
duck duck goose
cloud nine
`
