import { ClipboardList, Heart, PiggyBank, Sparkles } from 'lucide-react';

const steps = [
  { icon: ClipboardList, title: 'Tell us about them', text: 'Who they are to you, the occasion, their age and more.' },
  { icon: Heart, title: 'Share what they love', text: 'Interests, hobbies and personality, with one-tap quick tags.' },
  { icon: PiggyBank, title: 'Set your budget', text: 'Any amount, or no limit at all. Mention past gifts to avoid repeats.' },
  { icon: Sparkles, title: 'Get perfect ideas', text: 'Personalised suggestions, each with the reason it fits.' },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="mx-auto max-w-6xl px-4 py-20 sm:px-6" aria-labelledby="how-it-works-title">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-rose-700">How It Works</p>
        <h2 id="how-it-works-title" className="mt-2 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Four easy steps to the perfect gift
        </h2>
        <p className="mt-3 text-stone-600">It takes about a minute. The thoughtfulness is all yours.</p>
      </div>
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-3xl border border-stone-200/80 bg-white p-6 shadow-soft transition hover:-translate-y-1 hover:shadow-lift">
            <span aria-hidden className="absolute right-5 top-5 font-display text-4xl font-semibold text-rose-100">{index + 1}</span>
            <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-rose-100 to-amber-100 text-rose-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
