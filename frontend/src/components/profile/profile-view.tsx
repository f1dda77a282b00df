import type { CurrentUser } from '@presently/proto';
import { ArrowLeft, CalendarHeart, Crown, CreditCard, Gift, History, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SubscriptionPanel } from '@/components/subscription/subscription-panel';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SUBSCRIPTION_PATH } from '@/lib/constants';
import { creditsLeft, isPremiumUser } from '@/lib/premium';
import { AccountTab } from './account-tab';
import { GiftHistoryTab } from './gift-history-tab';
import { OccasionsTab } from './occasions-tab';
import { leaveTab, stepBack, type TabTrail } from './profile-tab-trail';
import { useProfileConfirmation } from './use-profile-confirmation';

const TABS = ['gift-history', 'occasions', 'account', 'subscription'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

function ProfileHeader({ user }: { user: CurrentUser }) {
  const premium = isPremiumUser(user);
  const gifts = creditsLeft(user, 'gift');
  const cards = creditsLeft(user, 'card');
  return (
    <div className="flex flex-col gap-5 rounded-[2rem] border border-rose-100 bg-white p-6 shadow-soft sm:flex-row sm:items-center sm:p-8">
      <span className="grid size-16 shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-rose-600 to-amber-600 font-display text-2xl font-semibold text-white">
        {user.username.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate font-display text-2xl font-semibold text-stone-900 sm:text-3xl">{user.username}</h1>
          {premium ? (
            <Badge variant="premium">
              <Crown aria-hidden className="size-3.5" /> Premium
            </Badge>
          ) : (
            <Badge variant="outline">Free Plan</Badge>
          )}
        </div>
        {user.email && <p className="mt-0.5 truncate text-sm text-stone-500">{user.email}</p>}
        {!premium && (
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-1.5 text-stone-700">
              <Gift aria-hidden className="size-4 text-rose-500" />
              <strong>{gifts}</strong> gift credits left
            </span>
            <span className="inline-flex items-center gap-1.5 text-stone-700">
              <CreditCard aria-hidden className="size-4 text-rose-500" />
              <strong>{cards}</strong> card credits left
            </span>
            <Link to={SUBSCRIPTION_PATH} className="font-semibold text-rose-700 hover:underline">
              Need more credits?
            </Link>
          </div>
        )}
      </div>
      {!premium && (
        <Link to={SUBSCRIPTION_PATH} className={buttonVariants({ variant: 'premium' })}>
          <Crown aria-hidden className="size-4" /> Upgrade to Premium
        </Link>
      )}
    </div>
  );
}

export function ProfileView({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paymentReturn = params.get('success') === 'true';
  const requested = params.get('tab');
  const tab: ProfileTab = paymentReturn ? 'subscription' : isTab(requested) ? requested : 'gift-history';
  const [previousTabs, setPreviousTabs] = useState<TabTrail<ProfileTab>>([]);

  // Clean the URL once confirmation has started, keeping the subscription tab open.
  useProfileConfirmation(paymentReturn, () => setParams({ tab: 'subscription' }, { replace: true }));

  const selectTab = (next: string) => {
    const trail = isTab(next) ? leaveTab(previousTabs, tab, next) : undefined;
    if (!trail) return;
    setPreviousTabs(trail);
    setParams({ tab: next });
  };

  const goBack = () => {
    const back = stepBack(previousTabs);
    if (back) {
      setPreviousTabs(back.trail);
      setParams({ tab: back.tab });
    } else {
      navigate('/');
    }
  };

  return (
    <div className="bg-gradient-to-b from-rose-50/70 to-stone-50">
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <Button variant="ghost" size="sm" onClick={goBack}>
          <ArrowLeft aria-hidden className="size-4" /> Back
        </Button>
        <ProfileHeader user={user} />
        {/* Manual activation: by default Radix selects a tab on mousedown and again on the focus that follows, both
            before the URL has changed, so one click made two history entries. Arrow keys now move focus without
            adding an entry per tab passed; Enter or Space selects. */}
        <Tabs value={tab} onValueChange={selectTab} activationMode="manual">
          <TabsList className="w-full">
            {/* A phone shows 'History' for room; the tab is named the same on every screen. */}
            <TabsTrigger value="gift-history" aria-label="Gift History">
              <History aria-hidden />
              <span>
                <span className="hidden sm:inline">Gift </span>History
              </span>
            </TabsTrigger>
            <TabsTrigger value="occasions">
              <CalendarHeart aria-hidden /> Occasions
            </TabsTrigger>
            <TabsTrigger value="account">
              <Settings aria-hidden /> Account
            </TabsTrigger>
            <TabsTrigger value="subscription">
              <Crown aria-hidden /> Subscription
            </TabsTrigger>
          </TabsList>
          <TabsContent value="gift-history">
            <GiftHistoryTab />
          </TabsContent>
          <TabsContent value="occasions">
            <OccasionsTab />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab user={user} />
          </TabsContent>
          <TabsContent value="subscription">
            <SubscriptionPanel />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
