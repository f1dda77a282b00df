import { CalendarHeart, Check, Crown, MessageSquareHeart, Scale, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PREMIUM_MONTHLY_PRICE, PRODUCT_NAME, SUBSCRIPTION_PATH } from '@/lib/constants';
import { scrollToId } from '@/lib/scroll';
import { readUserInfo } from '@/lib/storage';

const features = [
  { icon: Sparkles, title: 'Personalised suggestions', text: 'Ideas matched to personality, interests and your budget.' },
  { icon: MessageSquareHeart, title: 'Card messages', text: 'Heartfelt words written for the person and the gift.' },
  { icon: CalendarHeart, title: 'Occasion reminders', text: 'Track birthdays and anniversaries with e-mail reminders.' },
  { icon: Scale, title: 'Compare and refine', text: 'Premium lets you compare top picks and refine your results.' },
];

export function CtaSection() {
  const navigate = useNavigate();
  const goPremium = () => navigate(readUserInfo() ? SUBSCRIPTION_PATH : '/auth?destination=subscription');

  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6" aria-labelledby="features-title">
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-700 to-amber-700 p-8 text-white shadow-lift sm:p-12">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <h2 id="features-title" className="font-display text-3xl font-semibold sm:text-4xl">
              Everything you need to give with confidence
            </h2>
            <p className="mt-3 text-rose-50">
              Start free with three gift suggestions a month. Go Premium for unlimited ideas, card messages and occasions.
            </p>
            <ul className="mt-5 space-y-2 text-sm text-rose-50">
              {['No credit card needed to start', `Premium from ${PREMIUM_MONTHLY_PRICE} a month`, 'Cancel any time'].map((line) => (
                <li key={line} className="flex items-center gap-2">
                  <Check aria-hidden className="size-4" /> {line}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" variant="secondary" className="border-transparent text-rose-700" onClick={() => scrollToId('gift-concierge', 0)}>
                <Sparkles aria-hidden className="size-5" />
                Try {PRODUCT_NAME} Free
              </Button>
              <Button size="lg" className="bg-stone-900 from-stone-900 to-stone-900 shadow-none hover:from-stone-800 hover:to-stone-800" onClick={goPremium}>
                <Crown aria-hidden className="size-5 text-amber-300" />
                Go Premium
              </Button>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-3xl bg-black/10 p-5 ring-1 ring-white/25 backdrop-blur-sm">
                <Icon aria-hidden className="size-6 text-amber-100" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-rose-50">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
