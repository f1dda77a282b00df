import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';

/** Signed-in-only screens: a spinner while the user loads, /auth when nobody is signed in (spec §2). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
