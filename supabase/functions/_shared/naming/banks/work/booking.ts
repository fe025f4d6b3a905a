import { bank } from '../types.ts'

export default bank('booking systems', `
Slotkeeper | - | slot + keeper: software that keeps every slot in order | Every slot, kept.
Pencil Me In | - | what customers say when they book, now online | Book in seconds, day or night.
Bookbell | - | book + bell: a bell rings when a booking lands | Ding. Another booking in.
Chairtime | salon salons barber barbers hairdresser hair beauty nail nails | time in the chair, booked online | Book your time in the chair.
Clipper Calendar | barber barbers barbershop fade | the barber's clippers and a calendar of cuts | Fades booked, chairs full.
Mat Booked | yoga pilates class classes studio fitness gym | a mat booked in tonight's class | Your mat, saved for class.
No Empty Chair | noshow noshows reminder reminders cancellation | no empty chairs from customers who forget | Reminders that fill every chair.
Cabin Calendar | cabin cabins cottage rental rentals holiday vacation guesthouse | the calendar of a holiday cabin, booked online | Your cabin, booked all season.
Van Diary | plumber plumbers electrician tradesman trades callout van | the tradesman's van diary, booked online | Jobs booked straight into the van.
`)
