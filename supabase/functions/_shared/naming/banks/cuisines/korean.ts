import { bank } from '../types.ts'

export default bank('korean food', `
Kimchi Crock | - | the clay crock kimchi ferments in | Fermented in the crock, served at the table.
Stonebowl | - | the hot stone bowl that makes the rice crackle | Listen for the sizzle.
Seoul Spoon | - | home cooking from Seoul, by the spoonful | A spoonful of Seoul.
Double Fry | fried chicken kfc wings crispy | Korean fried chicken is fried twice for the crunch | Fried twice, crunches twice.
Gochu Wing | fried chicken wings spicy glazed | chicken wings glazed in gochujang | Sticky, red and worth the napkins.
Crunchdog | corndog corndogs hotdog street streetfood snack | the Korean corn dog rolled in crunchy potato | Crunchy outside, cheese pull inside.
Silken Stew | stew stews soup jjigae sundubu tofu | soft tofu stew bubbling in its pot | Bubbling when it reaches the table.
Soju Tent | soju bar drinks night latenight pocha pojangmacha | the street tents of Seoul where soju flows late | Soju, snacks and the last train missed.
Banchan Box | delivery box subscription mealkit takeaway takeout | a box of Korean side dishes at your door | Side dishes for the whole week.
Halmoni Table | grandma grandmother family homestyle home recipe recipes | halmoni is Korean for grandma: her cooking at her table | Cooked the way grandma cooks it.
Bingsu Snow | bingsu dessert desserts shaved ice sweets | Korean shaved milk ice, as soft as snow | Milk snow, piled high.
`)
