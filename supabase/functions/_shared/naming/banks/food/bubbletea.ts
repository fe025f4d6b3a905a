import { bank } from '../types.ts'

export default bank('bubble tea', `
Chew & Sip | - | chewy pearls with every sip | Something to chew in every sip.
Shake & Seal | - | every cup is shaken, then sealed with a lid | Shaken hard, sealed tight.
Fatstraw | - | the fat straw made wide enough for pearls | Wide enough for every pearl.
Milkpearl | - | milk tea with tapioca pearls | Milk tea, plenty of pearls.
Tiger Stripe | brownsugar brown sugar tiger caramel | the tiger stripes of brown sugar syrup down the cup | Stripes of brown sugar, fresh milk.
Taro Cloud | taro ube purple | a lilac cloud of taro milk tea | Purple, creamy and nutty.
Lychee Ice | fruit fruity lychee mango passionfruit fruittea | fruit tea shaken over ice with lychee | Fruit tea, shaken cold.
Cheesecap | cheese foam cheesefoam cream salted | the salted cheese foam cap on top of the tea | Sip through the salty cap.
Cramcup | student students campus college university study exam | cram + cup: the bubble tea behind exam week | One more cup before the exam.
Night Market Boba | night market late latenight taiwan taiwanese taipei | bubble tea as sold at Taiwan's night markets | A Taipei night market in a cup.
Halfsugar | healthy less sugar lowsugar sweet | order it at half sugar, the bubble tea way | Sweet enough, never too sweet.
`)
