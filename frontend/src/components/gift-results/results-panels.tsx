import type { CurrentUser } from '@presently/proto';
import { Crown, Gift, Lock, MessageSquareHeart, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { FREE_CARD_CREDITS, SUBSCRIPTION_PATH } from '@/lib/constants';
import { creditsLeft, isPremiumForResults } from '@/lib/premium';

export function CreateAccountPrompt() {
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl border border-rose-200 bg-gradient-to-r from-rose-50 to-amber-50 p-6 sm:flex-row sm:items-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-rose-700 shadow-sm">
        <UserPlus aria-hidden className="size-6" />
      </span>
      <div className="flex-1">
        <h3 className="font-semibold text-stone-900">Love these ideas? Keep them.</h3>
        <p className="mt-1 text-sm text-stone-600">
          Create a free account to save gift ideas, record your feedback and get 3 gift suggestions every month.
        </p>
      </div>
      <Link to="/auth" className={buttonVariants()}>
        Create Free Account
      </Link>
    </section>
  );
}

export function FreeGuestUsage({ children }: { children?: ReactNode }) {
  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft" aria-labelledby="guest-usage-title">
      <div className="flex items-center gap-2">
        <Gift aria-hidden className="size-5 text-rose-500" />
        <h3 id="guest-usage-title" className="font-semibold text-stone-900">
          Free Guest Usage
        </h3>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <MessageSquareHeart aria-hidden className="size-4 text-rose-400" />
          {FREE_CARD_CREDITS} free card message as a guest
        </li>
        <li className="flex items-center gap-2">
          <Lock aria-hidden className="size-4 text-stone-400" />
          Saving ideas and feedback need an account
        </li>
      </ul>
      {children && <div className="mt-4">{children}</div>}
      <p className="mt-4 text-sm text-stone-600">
        <Link to="/auth" className="font-semibold text-rose-700 hover:underline">
          Sign in
        </Link>{' '}
        for monthly credits, saved ideas and occasion reminders.
      </p>
    </section>
  );
}

export function PremiumUpsell({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-center">
      <Crown aria-hidden className="size-5 shrink-0 text-amber-600" />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-stone-900">{title}</p>
        <p className="text-stone-600">{text}</p>
      </div>
      <Link to={SUBSCRIPTION_PATH} className={buttonVariants({ variant: 'premium', size: 'sm' })}>
        Upgrade to Premium
      </Link>
    </div>
  );
}

/** The plan situation under the results (spec §2). */
export function SubscriptionStatusAlert({ user }: { user: CurrentUser | null | undefined }) {
  if (!user) {
    return (
      <Alert variant="info" title="You're using Presently as a guest">
        <Link to="/auth" className="font-semibold underline underline-offset-2">
          Create a free account
        </Link>{' '}
        to save ideas and get 3 gift suggestions and 1 card message every month.
      </Alert>
    );
  }
  if (user.subscriptionStatus === 'incomplete' || user.subscriptionStatus === 'processing') {
    return (
      <Alert variant="warning" title="Your subscription payment is not complete yet">
        <Link to="/subscription" className="font-semibold underline underline-offset-2">
          Check your subscription
        </Link>{' '}
        to finish activating Premium.
      </Alert>
    );
  }
  if (isPremiumForResults(user)) {
    return (
      <Alert variant="premium" icon={<Crown aria-hidden className="size-5 text-amber-600" />} title="Premium Active">
        Unlimited gift suggestions, card messages, refinements and comparisons.
      </Alert>
    );
  }
  const gifts = creditsLeft(user, 'gift');
  const cards = creditsLeft(user, 'card');
  return (
    <Alert variant="info" title="Free Plan">
      You have {gifts} gift suggestion{gifts === 1 ? '' : 's'} and {cards} card message{cards === 1 ? '' : 's'} left this month.{' '}
      <Link to={SUBSCRIPTION_PATH} className="font-semibold underline underline-offset-2">
        Upgrade to Premium
      </Link>{' '}
      for unlimited access.
    </Alert>
  );
}
