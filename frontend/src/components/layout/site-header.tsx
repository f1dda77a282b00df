import { Crown, Gift, LogOut, Menu, Sparkles, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { PREMIUM_MONTHLY_PRICE, PRODUCT_NAME, SUBSCRIPTION_PATH } from '@/lib/constants';
import { showsPremiumActiveBadge } from '@/lib/premium';
import { scrollToId, scrollToTop } from '@/lib/scroll';
import { cn } from '@/lib/utils';
import { useSignOut } from './use-sign-out';

const sections = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'gift-concierge', label: 'Try Now' },
] as const;

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const signOut = useSignOut();
  const onHome = location.pathname === '/';
  const onAuth = location.pathname === '/auth';

  const goToSection = (id: string) => {
    if (onHome) {
      window.history.replaceState(null, '', `#${id}`);
      scrollToId(id, 0);
    } else {
      navigate(`/#${id}`);
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-rose-100/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          onClick={(event) => {
            if (onHome) {
              event.preventDefault();
              scrollToTop();
            }
          }}
          className="mr-auto flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-stone-900 md:mr-4"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-rose-500 to-amber-400 shadow-sm shadow-rose-500/30">
            <Gift aria-hidden className="size-5 text-white" />
          </span>
          <span className="hidden min-[420px]:inline">{PRODUCT_NAME}</span>
        </Link>

        <nav aria-label="Sections" className="mr-auto hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <button
              key={section.id}
              type="button"
              onClick={() => goToSection(section.id)}
              className="rounded-full px-3 py-2 text-sm font-medium text-stone-600 transition hover:bg-rose-50 hover:text-rose-700"
            >
              {section.label}
            </button>
          ))}
        </nav>

        <div className="flex items-center gap-1.5 sm:gap-2">
          {isPending ? (
            <span className="h-9 w-28 animate-pulse rounded-full bg-stone-100" aria-hidden />
          ) : user ? (
            <>
              <Link
                to="/profile"
                className="inline-flex items-center gap-1.5 rounded-full px-1.5 py-2 text-sm font-medium text-stone-700 transition hover:bg-rose-50 hover:text-rose-700 sm:px-2.5"
              >
                <UserRound aria-hidden className="hidden size-4 sm:block" />
                <span className="max-w-16 truncate sm:max-w-32">Hi, {user.username}</span>
              </Link>
              {showsPremiumActiveBadge(user) ? (
                <Link
                  to="/profile"
                  className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-gradient-to-r from-amber-100 to-orange-100 px-3 py-1.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-300 transition hover:ring-amber-400"
                >
                  <Crown aria-hidden className="size-3.5" />
                  Premium Active
                </Link>
              ) : (
                <Link to={SUBSCRIPTION_PATH} className={buttonVariants({ variant: 'premium', size: 'sm' })}>
                  <Crown aria-hidden className="hidden size-4 sm:block" />
                  <span>Go Premium</span>
                  <span className="rounded-full bg-white/25 px-1.5 text-xs">{PREMIUM_MONTHLY_PRICE}</span>
                </Link>
              )}
              {/* On a phone the header keeps the greeting and Go Premium with its price; Sign Out moves to the menu. */}
              <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending} className="hidden sm:inline-flex">
                <LogOut aria-hidden className="size-4" />
                {signOut.isPending ? 'Logging out...' : 'Sign Out'}
              </Button>
            </>
          ) : (
            <>
              <Link to="/auth?action=premium" className={buttonVariants({ variant: 'premium', size: 'sm' })}>
                <Crown aria-hidden className="hidden size-4 sm:block" />
                Go Premium
              </Link>
              <Link to="/auth" className={buttonVariants({ variant: onAuth ? 'soft' : 'primary', size: 'sm' })}>
                {onAuth ? (
                  <>
                    <Sparkles aria-hidden className="size-4" />
                    Try It Free
                  </>
                ) : (
                  'Sign In'
                )}
              </Link>
            </>
          )}

          {/* Not modal: a modal menu hides the page from assistive technology while leaving it focusable; the menu
              still closes on Escape or a tap outside and hands focus back to its button. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'md:hidden')} aria-label="Open menu">
              <Menu aria-hidden className="size-5" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-50 min-w-48 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl"
              >
                {sections.map((section) => (
                  <DropdownMenu.Item key={section.id} className={menuItemClasses} onSelect={() => goToSection(section.id)}>
                    {section.label}
                  </DropdownMenu.Item>
                ))}
                {user && (
                  <>
                    <DropdownMenu.Separator className="my-1 h-px bg-stone-100 sm:hidden" />
                    <DropdownMenu.Item className={cn(menuItemClasses, 'sm:hidden')} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
                      <LogOut aria-hidden className="size-4" />
                      {signOut.isPending ? 'Logging out...' : 'Sign Out'}
                    </DropdownMenu.Item>
                  </>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
    </header>
  );
}

const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-700';
