import { freePlanLimits, type CurrentUser } from '@presently/proto';
import { Crown, History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { GIFT_HISTORY_PATH, SUBSCRIPTION_PATH } from '@/lib/constants';
import { formatDate, nextCreditReset } from '@/lib/dates';
import { creditsLeft } from '@/lib/premium';

const suggestions = (count: number) => `${count} free gift ${count === 1 ? 'suggestion' : 'suggestions'}`;

/** What a free member has left, said where generation starts, so nobody fills four steps for a refusal. */
export function CreditsNotice({ user }: { user: CurrentUser }) {
  const left = creditsLeft(user, 'gift');
  if (left === 'Unlimited' || left === 0) return null;
  return (
    <p className="mb-4 text-center text-sm text-stone-600" data-testid="credits-left">
      You have {left} of {suggestions(freePlanLimits.monthlyCredits)} left this month.{' '}
      <Link to={SUBSCRIPTION_PATH} className="font-semibold text-rose-700 underline-offset-2 hover:underline">
        Go Premium
      </Link>{' '}
      for unlimited ideas.
    </p>
  );
}

/** In place of the wizard when a free member has no suggestions left: when they come back, and the way to more. */
export function OutOfCredits() {
  return (
    <Alert variant="premium" title="You've used this month's free gift suggestions" icon={<Crown aria-hidden className="size-5 text-amber-600" />}>
      <p>
        Your {suggestions(freePlanLimits.monthlyCredits)} come back on {formatDate(nextCreditReset(new Date()))}. Premium gives unlimited ideas,
        refinements and comparisons for $4.99 a month.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={SUBSCRIPTION_PATH} className={buttonVariants()}>
          <Crown aria-hidden className="size-4" /> Upgrade to Premium
        </Link>
        <Link to={GIFT_HISTORY_PATH} className={buttonVariants({ variant: 'secondary' })}>
          <History aria-hidden className="size-4" /> Your saved ideas
        </Link>
      </div>
    </Alert>
  );
}

/** Whether this user can start a generation now: guests and premium members always, free members with credits. */
export const canGenerate = (user: CurrentUser | null | undefined) => !user || creditsLeft(user, 'gift') !== 0;
