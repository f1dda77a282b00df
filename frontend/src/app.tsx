import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, matchPath } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';

import { ProtectedRoute } from '@/components/layout/protected-route';
import { OnboardingProvider } from '@/components/onboarding/onboarding-provider';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { useCurrentUser } from '@/hooks/use-current-user';
import { sharedGiftQuery } from '@/hooks/use-shared-gift';
import { shopsQuery } from '@/hooks/use-shops';
import { lazyPage } from '@/lib/lazy-page';
import { clearUserInfo, writeUserInfo } from '@/lib/storage';
import { HomePage } from '@/pages/home-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { SharedGiftPage } from '@/pages/shared-gift-page';

// Account and signed-in screens load on demand (their forms bring react-hook-form) so the landing page stays light.
const AuthPage = lazyPage(() => import('@/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('@/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('@/pages/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('@/pages/verify-email-page'), 'VerifyEmailPage');
const ProfilePage = lazyPage(() => import('@/pages/profile-page'), 'ProfilePage');
const GiftDetailsPage = lazyPage(() => import('@/pages/gift-details-page'), 'GiftDetailsPage');
const SubscriptionPage = lazyPage(() => import('@/pages/subscription-page'), 'SubscriptionPage');
const OccasionsPage = lazyPage(() => import('@/pages/occasions-page'), 'OccasionsPage');

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

function SignedIn({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <OnDemand>{children}</OnDemand>
    </ProtectedRoute>
  );
}

/** Spec §9 data client defaults: no retries, never stale, no refetch on focus or interval. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A shared idea's link is many people's first visit: its idea and the shops are asked for as the app starts, beside
 * the first render, so the page is drawn once with the idea instead of a spinner first.
 */
function askForTheOpeningPage(client: QueryClient) {
  const shareId = matchPath('/shared/:shareId', window.location.pathname)?.params.shareId;
  if (!shareId) return;
  void client.prefetchQuery(sharedGiftQuery(shareId));
  void client.prefetchQuery(shopsQuery);
}

/** Keeps the stored userInfo (spec §3) in step with the server's answer. */
function UserInfoSync() {
  const { data: user, isSuccess } = useCurrentUser();
  useEffect(() => {
    if (!isSuccess) return;
    if (user) writeUserInfo(user);
    else clearUserInfo();
  }, [user, isSuccess]);
  return null;
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    askForTheOpeningPage(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <OnboardingProvider>
          <UserInfoSync />
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<HomePage />} />
              <Route path="auth" element={<OnDemand><AuthPage /></OnDemand>} />
              <Route path="forgot-password" element={<OnDemand><ForgotPasswordPage /></OnDemand>} />
              <Route path="reset-password" element={<OnDemand><ResetPasswordPage /></OnDemand>} />
              <Route path="verify-email" element={<OnDemand><VerifyEmailPage /></OnDemand>} />
              <Route path="shared/:shareId" element={<SharedGiftPage />} />
              <Route path="profile" element={<SignedIn><ProfilePage /></SignedIn>} />
              <Route path="gift-details/:id" element={<SignedIn><GiftDetailsPage /></SignedIn>} />
              <Route path="subscription" element={<SignedIn><SubscriptionPage /></SignedIn>} />
              <Route path="occasions" element={<SignedIn><OccasionsPage /></SignedIn>} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
          <Toaster />
        </OnboardingProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
