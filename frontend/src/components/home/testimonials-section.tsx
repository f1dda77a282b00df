import { Quote, Star } from 'lucide-react';

const testimonials = [
  {
    name: 'Sarah Mitchell',
    role: 'Busy mom of three',
    quote: 'I found the perfect anniversary gift in five minutes. My husband was genuinely surprised. It felt like I had planned it for weeks!',
  },
  {
    name: 'David Chen',
    role: 'Software engineer',
    quote: 'I am terrible at gifts. The suggestions explained why each one fit my sister, and the card message saved me from staring at a blank card.',
  },
  {
    name: 'Priya Sharma',
    role: 'HR manager',
    quote: 'I use it for every colleague farewell and birthday. The occasion reminders mean I am never scrambling the night before anymore.',
  },
  {
    name: 'Marcus Johnson',
    role: 'Retired teacher',
    quote: 'My granddaughter loved her gift. I told it she likes astronomy and art, and it suggested a night-sky painting class. Just brilliant.',
  },
];

export function TestimonialsSection() {
  return (
    <section id="testimonials" className="bg-gradient-to-b from-stone-50 to-rose-50/60 py-20" aria-labelledby="testimonials-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-rose-700">Testimonials</p>
          <h2 id="testimonials-title" className="mt-2 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
            Gift-givers love it
          </h2>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {testimonials.map((item) => (
            <li key={item.name} className="flex flex-col rounded-3xl border border-rose-100 bg-white p-6 shadow-soft sm:p-7" data-testid="testimonial">
              <div className="flex items-center justify-between">
                <div className="flex gap-0.5 text-amber-400" role="img" aria-label="Rated 5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, star) => (
                    <Star key={star} aria-hidden className="size-5 fill-current" />
                  ))}
                </div>
                <Quote aria-hidden className="size-7 text-rose-100" />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">“{item.quote}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-rose-700 to-amber-700 font-semibold text-white" aria-hidden>
                  {item.name.charAt(0)}
                </span>
                <div>
                  <p className="font-semibold text-stone-900">{item.name}</p>
                  <p className="text-sm text-stone-500">{item.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
