import { bank } from '../types.ts'

export default bank('copywriting', `
Blurbsmith | - | blurb + smith: a maker of the words that sell | Words forged to sell.
Hook & Headline | - | the hook and the headline: the first words a reader sees | Hooked at the headline.
Foldline Copy | website web landing homepage | the fold line: the copy a visitor sees before scrolling | Win them before the scroll.
Page One Words | seo blog blogging content search article articles | page one of Google: blog and SEO copy | Words that rank on page one.
Inbox Ink | email emails newsletter newsletters | ink for the inbox: emails people open | Emails worth opening.
Ghostquill | ghostwriter ghostwriting ghostwritten book books memoir author | ghost + quill: the unseen pen behind your book | Your book, our quiet quill.
Podium Pages | speech speeches speechwriter speechwriting keynote | the pages on the podium: speeches written for you | Step up to the podium ready.
Toastwriter | wedding toast toasts bestman bride groom | toast + writer: wedding toasts and best-man speeches | Raise a glass, read it well.
Checkout Copy | product products ecommerce description descriptions shop shopify | product copy that ends in a click on add to cart | Descriptions that end in add to cart.
Scrollstop Copy | social media instagram caption captions linkedin tiktok | captions that stop the scroll | Captions that stop the thumb.
Shortlist Pages | resume resumes cv cvs linkedin job jobs career | pages that get a CV on the shortlist | From the pile to the shortlist.
Voiceprint Copy | brand voice tone messaging branding | a voiceprint: the brand voice only you have | Sound like nobody else.
`)
