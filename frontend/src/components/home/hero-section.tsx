import { BookOpen, Gift, Heart, Sparkles, Star, WandSparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnboarding } from '@/components/onboarding/onboarding-context';
import { Button } from '@/components/ui/button';
import { ICON_ANIMATION_INTERVAL_MS, PRODUCT_NAME } from '@/lib/constants';
import { scrollToId } from '@/lib/scroll';
import { cn } from '@/lib/utils';

const previewIdeas = [
  { title: 'Pottery class for two', price: '$85', tag: 'Experience', tone: 'bg-violet-50 text-violet-700' },
  { title: 'Personalised star map', price: '$45', tag: 'Creative', tone: 'bg-fuchsia-50 text-fuchsia-700' },
  { title: 'Pour-over coffee kit', price: '$60', tag: 'Practical', tone: 'bg-emerald-50 text-emerald-700' },
];

export function HeroSection() {
  const onboarding = useOnboarding();
  const [wiggle, setWiggle] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setWiggle((value) => !value), ICON_ANIMATION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  // The main call to action goes straight to the wizard, first visit or not; the tour waits behind 'How to Use'.
  const tryMagic = () => scrollToId('gift-concierge', 0);

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-rose-50 via-amber-50/50 to-stone-50">
      <div aria-hidden className="pointer-events-none absolute -left-24 -top-24 size-96 rounded-full bg-rose-200/40 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -right-24 top-32 size-96 rounded-full bg-amber-200/40 blur-3xl" />
      <div
        className={cn(
          'relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pt-20 lg:pb-28',
          // The entrance waits 300 ms in CSS (not a timer), so it is an animation from the first frame: tools that wait
          // for animations to end never read the hero while it is still invisible.
          'animate-fade-up [animation-delay:300ms]',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-rose-700 shadow-sm ring-1 ring-rose-100">
            <Sparkles aria-hidden className="size-3.5" />
            Your AI gift concierge, powered by a GPT-4-class model
          </p>
          <h1 className="mt-5 font-display text-4xl font-semibold leading-[1.1] tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
            Find the gift that says{' '}
            <span className="bg-gradient-to-r from-rose-600 to-amber-600 bg-clip-text text-transparent">“they really get me.”</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-600">
            Tell {PRODUCT_NAME} about the person you love. In moments you'll have thoughtful, personalised gift ideas, a
            heartfelt card message, and reminders so you never miss a special day.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={tryMagic}>
              <WandSparkles aria-hidden className="size-5" />
              Try {PRODUCT_NAME} Magic
            </Button>
            <Button size="lg" variant="secondary" onClick={() => onboarding?.show()}>
              <BookOpen aria-hidden className="size-5" />
              How to Use
            </Button>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-stone-600">
            <span className="flex text-amber-400" aria-hidden>
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} className="size-4 fill-current" />
              ))}
            </span>
            Loved by thoughtful gift-givers · No sign-up needed to try
          </p>
        </div>

        <div className="relative mx-auto w-full max-w-sm" aria-hidden>
          <div className="absolute -inset-4 rotate-3 rounded-[2rem] bg-gradient-to-br from-rose-200 to-amber-200 opacity-60" />
          <div className="relative rounded-[2rem] border border-white bg-white/90 p-5 shadow-lift backdrop-blur">
            <div className="flex items-center gap-3">
              <span className={cn('grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-amber-400 text-white', wiggle && 'animate-wiggle')}>
                <Gift className="size-6" />
              </span>
              <div>
                <p className="text-sm font-semibold text-stone-900">Ideas for Maya</p>
                <p className="text-xs text-stone-600">Sister · Birthday · up to $100</p>
              </div>
            </div>
            <ul className="mt-5 space-y-3">
              {previewIdeas.map((idea) => (
                <li key={idea.title} className="flex items-center justify-between gap-3 rounded-2xl border border-stone-100 bg-stone-50/70 p-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-stone-800">{idea.title}</p>
                    <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold', idea.tone)}>{idea.tag}</span>
                  </div>
                  <span className="text-sm font-bold text-rose-700">{idea.price}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 rounded-2xl bg-rose-50 p-3 text-xs text-rose-800">
              <Heart className="size-4 shrink-0 fill-rose-400 text-rose-400" />
              “She's been talking about trying ceramics all year.”
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
