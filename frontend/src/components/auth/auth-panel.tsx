import { Crown, Gift } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { AUTH_REDIRECT_DELAY_MS, PRODUCT_NAME } from '@/lib/constants';
import { PlanComparison } from './plan-comparison';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export function AuthPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState('login');
  // Set while a sign-in is under way, so the fresh user waits for the 500 ms redirect instead of the one below.
  const [holdRedirect, setHoldRedirect] = useState(false);
  // The premium parameters only change the wording here: sign-in always lands on the site root (spec §4).
  const wantsPremium = params.get('action') === 'premium' || params.get('destination') === 'subscription';

  const callbacks = {
    onSubmitting: () => setHoldRedirect(true),
    onFailed: () => setHoldRedirect(false),
    onAuthenticated: () => {
      window.setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_DELAY_MS);
    },
  };

  if (isPending && !holdRedirect) return <PageSpinner />;
  if (user && !holdRedirect) return <Navigate to="/" replace />;

  return (
    <div className="bg-gradient-to-b from-rose-50 via-amber-50/40 to-stone-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 items-start lg:grid-cols-[1fr_0.9fr] lg:py-16">
        <div className="rounded-[2rem] border border-stone-200/80 bg-white p-6 shadow-lift sm:p-10">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-amber-400 text-white">
              <Gift aria-hidden className="size-5" />
            </span>
            <div>
              <h1 className="font-display text-2xl font-semibold text-stone-900">Welcome to {PRODUCT_NAME}</h1>
              <p className="text-sm text-stone-600">Sign in or create a free account to save your gift ideas.</p>
            </div>
          </div>
          {wantsPremium && (
            <Alert variant="premium" icon={<Crown aria-hidden className="size-5 text-amber-600" />} className="mt-6">
              Sign in or create an account first, then you can upgrade to Premium.
            </Alert>
          )}
          <Tabs value={tab} onValueChange={setTab} className="mt-6">
            <TabsList className="w-full">
              <TabsTrigger value="login">Sign In</TabsTrigger>
              <TabsTrigger value="register">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm {...callbacks} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm {...callbacks} />
            </TabsContent>
          </Tabs>
        </div>
        <PlanComparison />
      </div>
    </div>
  );
}
