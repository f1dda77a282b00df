import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // A link to another page opens it at its top, with a screen reader and the next Tab starting in it, as a page
  // load would; the browser would otherwise keep the last page's scroll. Back and Forward keep their own place, and a
  // link to a #section opens at that section (the page brings it into view, see jumpToId).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-rose-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the first view and never jumps down as a page's data arrives. */}
      <main ref={main} id="main" tabIndex={-1} className="min-h-dvh flex-1">
        <PageErrorBoundary page={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
