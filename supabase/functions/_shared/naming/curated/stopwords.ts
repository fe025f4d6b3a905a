// Words that carry no naming value in a one-sentence brief. Kept short on purpose: anything
// not listed here but also not useful simply scores low later.
export const STOPWORDS = new Set(
  `a an the and or but nor so yet of to in on at by for from with without within into onto over
  under about above below between through during before after around near via per than then as
  is are was were be been being am do does did doing have has had having will would shall should
  can could may might must i me my mine we us our ours you your yours he him his she her hers it its
  they them their theirs this that these those who whom whose which what where when why how all any
  both each every few more most other some such no not only own same too very just also really
  quite rather much many lot lots kind sort type thing things stuff way ways etc like want need
  needs wants help helps helping make makes making get gets getting let lets use uses using based
  called named idea project startup company business brand named one two three first second new
  something someone anyone everyone people person folks simple easy great good best better nice
  cool awesome amazing little big small large i'm it's that's we're you're don't can't won't`
    .split(/\s+/)
    .filter(Boolean),
)

// Category words name the kind of venture rather than its subject. They shape the vibe
// (an "app" suits -ly/-io endings, a "shop" suits -house) but should not dominate the names.
export const CATEGORY_WORDS: Record<string, 'tech' | 'retail' | 'service' | 'place' | 'product' | 'media'> = {
  app: 'tech', apps: 'tech', platform: 'tech', software: 'tech', saas: 'tech', tool: 'tech', tools: 'tech',
  website: 'tech', site: 'tech', api: 'tech', extension: 'tech', plugin: 'tech', bot: 'tech',
  dashboard: 'tech', system: 'tech', network: 'tech', marketplace: 'retail', market: 'retail',
  shop: 'retail', store: 'retail', boutique: 'retail', ecommerce: 'retail', outlet: 'retail',
  service: 'service', services: 'service', agency: 'service', consultancy: 'service',
  consulting: 'service', firm: 'service', company: 'service', business: 'service', clinic: 'service',
  practice: 'service', delivery: 'service', rental: 'service', subscription: 'product', box: 'product',
  kit: 'product', line: 'product', brand: 'product', product: 'product', products: 'product',
  label: 'product', studio: 'place', cafe: 'place', bar: 'place', restaurant: 'place', space: 'place',
  center: 'place', centre: 'place', hub: 'place', club: 'place', lab: 'place', school: 'place',
  academy: 'place', podcast: 'media', blog: 'media', newsletter: 'media', channel: 'media',
  magazine: 'media', community: 'media', course: 'media', courses: 'media',
  installer: 'service', provider: 'service', maker: 'product', manufacturer: 'product', supplier: 'retail',
  retailer: 'retail', consultant: 'service', contractor: 'service', producer: 'product', startup: 'tech',
}
