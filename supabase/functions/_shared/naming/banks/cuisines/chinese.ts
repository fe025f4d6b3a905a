import { bank } from '../types.ts'

export default bank('chinese food', `
Wok & Ladle | - | the wok and the ladle every Chinese kitchen cooks with | Wok in one hand, ladle in the other.
Scallion & Ginger | - | the two aromatics so many Chinese dishes start with | Every dish starts with scallion and ginger.
Steamer Stack | dimsum dim sum yumcha brunch dumplings | dim sum served in stacked bamboo steamer baskets | Baskets stacked high, tea poured.
Trolley & Tea | dimsum dim sum yumcha brunch tea | at yum cha, dim sum trolleys roll past the tea tables | Stop the trolley, point, eat.
Eighteen Pleats | xiaolongbao soup dumpling dumplings shanghai | a good soup dumpling is pinched into eighteen pleats | Eighteen pleats on every dumpling.
Numb & Fire | sichuan szechuan spicy mala chili chilli | mala: the numbing peppercorn and the fire of chilli | Numbing, fiery, and hard to stop eating.
Char Siu Window | roast duck cantonese char siu bbq barbecue roast | roast ducks hanging in the window of a Cantonese roast shop | Ducks in the window, rice on the side.
Carton & Chopsticks | takeaway takeout delivery | a folded takeout carton with chopsticks stuck in | Open the carton, snap the chopsticks.
Fortune Fold | takeaway takeout american fortune cookie cookies | the fold of a fortune cookie at the end of the meal | Your fortune comes with every order.
Temple Tofu | vegan vegetarian plantbased buddhist tofu meatfree | the meat-free cooking of Chinese Buddhist temples | Temple cooking, no meat at all.
Night Market Wok | night market street streetfood latenight late taiwanese | a wok at a busy Asian night market | Night market food, wok-hot.
Lazy Susan Table | banquet family group groups sharing party celebration | the spinning turntable at the centre of a Chinese banquet table | Spin the table, share everything.
`)
