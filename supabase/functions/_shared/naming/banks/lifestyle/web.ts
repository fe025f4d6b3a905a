import { bank } from '../types.ts'

export default bank('websites and IT support', `
*Fixel | - | fix + pixel: every pixel fixed | Every pixel, fixed.
Bytesize | small business | byte + bite-size: IT help in bite-size pieces | IT help in bite-size pieces.
*Plug & Pixel | - | the plug and the pixel: the hardware and the web, both looked after | From the plug to the pixel.
Clickpath | - | the path a visitor clicks through a site | Every click leads somewhere.
Tabstack | - | the stack of open tabs on a busy screen | Fewer tabs, more done.
Presspage | wordpress blog | pages built on WordPress that you can edit | Pages you can edit yourself.
Serverbarn | hosting wordpress | a barn of servers keeping sites up | Your site, always up.
Cableknot | office network support managed | the knot of cables under every desk, untangled | We untangle the cables.
Routerlight | wifi network office broadband | the router lights back on green | Wifi that just works.
Signalbar | wifi network broadband home | full signal bars in every room | Full bars in every room.
Deskcall | support helpdesk office managed | a call from your desk, answered | One call, sorted.
Screenmend | repair repairs laptop computer phone | a cracked screen mended | Cracked today, mended tomorrow.
*Nerdvan | mobile home visit visits | the van that brings the tech expert to your door | The tech who comes to you.
# r10: detail names
Buybutton | shop shops ecommerce store checkout | the button that makes the sale | The button that makes the sale.
Linkladder | seo search google ranking rankings | a ladder of links up the search results | Climb the search results.
Rankrung | seo search google ranking rankings | one rung higher in the rankings | One rung up, every month.
Byte Padlock | security cyber virus passwords hackers | a padlock on every byte | Lock the door on hackers.
Backup Barn | backup backups data recovery | a barn where copies of your files are kept safe | Every file kept twice.
Cuppa & Cursor | elderly seniors older pensioners beginners | a cup of tea and a patient lesson with the cursor | Tech help over a cuppa.
Biscuit Byte | elderly seniors older pensioners beginners | tech help with a biscuit on the side | Plain help, biscuits included.
Classroom Cable | school schools education classroom teachers | the cable that keeps a classroom online | Classrooms that stay connected.
Swipetap | app apps iphone android | the swipe and tap of an app | Apps made for thumbs.
Doodle & Pixel | logo logos branding brand graphic | the first doodle and the final pixels | From doodle to pixel.
# r11: detail names
Spanner & Screen | trades tradesmen tradespeople builders plumbers electricians | the tradesman's spanner and the screen that wins the work | Websites for people with vans.
Menuclick | restaurant restaurants cafe cafes menu menus hospitality | the click from the menu to a booked table | From menu to booked table.
Slotfiller | booking bookings appointments appointment scheduling | a site that fills your booking slots | Every slot booked.
Tin & Tab | charity charities nonprofit nonprofits fundraising donations | the collection tin moved to a browser tab | Give at the click of a tab.
Frame & Scroll | portfolio portfolios photographer photographers artist artists | framed work you scroll through | Your work, framed on screen.
Cloud Cupboard | cloud microsoft email migration office365 | a cupboard in the cloud for the office files | Every file, in one cupboard.
Paperjam Fix | printer printers printing | the office paper jam, fixed | Print again by lunchtime.
Chalk & Cable | school schools classroom teachers education | the chalkboard and the cable: old school, new tech | Classrooms online, lessons on.
# r12: detail names
Tradesite | trades tradesmen builders plumbers electricians | websites built for tradespeople | Get found for the next job.
Grandgeek | elderly seniors older pensioners | a patient geek for grandparents | Patient help with every click.
Menu Made | restaurant restaurants cafe cafes menu menus | restaurant websites with the menu up front | Your menu, online tonight.
# r13: detail names
Beachball Fix | mac macs apple macbook macbooks imac | the spinning beach ball on a frozen Mac, fixed | No more spinning beach ball.
Spare Room IT | remote homeworking workfromhome wfh hybrid | IT set up for the office in the spare room | Your spare room, working like an office.
Chairbooked | salon salons hairdresser hairdressers barber barbers beauty nails | every salon chair booked online | Every chair booked, even while you sleep.
Framerate Rigs | gaming gamer gamers rig rigs | gaming PCs built and tuned for a high frame rate | More frames, fewer lags.
# r14: detail names
Cartchime | ecommerce checkout onlineshop shopify | the chime when a new order lands in the cart | Hear the chime, ship the order.
Phish Fence | security cyber virus passwords hackers phishing malware | a fence that stops phishing emails reaching staff | Phish stay outside the fence.
Teaspill Fix | repair repairs laptop laptops computer computers | the laptop with tea spilled on the keyboard, brought back | Spilt tea? Bring it in.
Thumbzone | app apps iphone android | the part of a phone screen a thumb can reach | Built for the thumb.
`)
