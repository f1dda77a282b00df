import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-rose-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <PageErrorBoundary page={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
