import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TOAST_DEFAULT_DURATION_MS, dismissToast, dismissToastsOfPageLeft, toast, useToasts, type ToastVariant } from '@/hooks/use-toast';
import { takeToastKeptAcrossReload } from '@/lib/storage';
import { cn } from '@/lib/utils';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-emerald-200 bg-white text-stone-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  destructive: 'border-red-300 bg-red-600 text-white',
};

const variantIcons = {
  default: <Info aria-hidden className="size-5 text-rose-500" />,
  success: <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />,
  warning: <AlertTriangle aria-hidden className="size-5 text-amber-600" />,
  destructive: <AlertCircle aria-hidden className="size-5 text-white" />,
};

/** Radix toasts: 5 s by default, swipe right past 50 px to dismiss, F8 focuses the region (spec §9); none outlives its page. */
export function Toaster() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  useEffect(dismissToastsOfPageLeft, [pathname]);
  useEffect(() => {
    const kept = takeToastKeptAcrossReload();
    if (kept) toast(kept);
  }, []);
  return (
    <Toast.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, open, title, description, variant = 'default', duration, action }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            variantClasses[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcons[variant]}</span>
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description && (
              // White on the error toast's red-600: red-50 there came to 4.36:1, under WCAG AA's 4.5:1 for text this size.
              <Toast.Description className={cn('mt-1 text-sm', variant === 'destructive' ? 'text-white' : 'text-stone-600')}>
                {description}
              </Toast.Description>
            )}
            {action && (
              <Toast.Action altText={action.altText ?? action.label} asChild>
                <button
                  type="button"
                  onClick={action.onClick}
                  className={cn(
                    'mt-3 inline-flex h-8 items-center rounded-full px-3.5 text-sm font-semibold transition',
                    variant === 'destructive'
                      ? 'bg-white text-red-700 hover:bg-red-50'
                      : 'bg-gradient-to-r from-rose-500 to-rose-600 text-white hover:from-rose-600 hover:to-rose-700',
                  )}
                >
                  {action.label}
                </button>
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className={cn(
              'absolute right-2.5 top-2.5 grid size-7 place-items-center rounded-full transition',
              variant === 'destructive' ? 'text-red-100 hover:bg-red-500' : 'text-stone-400 hover:bg-stone-100 hover:text-stone-700',
            )}
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the top of a phone: at the bottom a full-width toast sat over a dialog's own buttons ("Revoke link"). */}
      <Toast.Viewport className="fixed right-0 top-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:top-auto sm:p-0" />
    </Toast.Provider>
  );
}
