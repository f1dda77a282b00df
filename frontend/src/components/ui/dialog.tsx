import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px] data-[state=open]:animate-overlay-in';
export const contentClasses =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl border border-stone-200 bg-white shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Always rendered (Radix needs a description); visually hidden when `hideDescription` is set. */
  description: ReactNode;
  hideDescription?: boolean;
  icon?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof sizes;
}

/**
 * A dialog with a title, a description, a scrolling body and an optional footer; Radix traps focus. On close, focus
 * goes back to whatever had it when the dialog opened: Radix only returns it to a `Dialog.Trigger`, and our dialogs
 * are opened from plain buttons, so keyboard users were left on the page body. When the dialog removed its opener
 * (an Edit button whose occasion it deleted), focus goes to the nearest focusable region around it (`tabIndex={-1}`:
 * a section, or the page's main content).
 */
export function DialogContent({
  title,
  description,
  hideDescription,
  icon,
  footer,
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnTo = useRef<Element[]>([]);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(contentClasses, sizes[size], className)}
        // Runs as the dialog mounts, before Radix moves focus into it.
        onOpenAutoFocus={(event) => {
          const opener = document.activeElement;
          const region = opener?.parentElement?.closest('[tabindex="-1"]');
          returnTo.current = [opener, region].filter((element) => element instanceof HTMLElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnTo.current.find((element) => element.isConnected);
          returnTo.current = [];
          if (event.defaultPrevented || !(target instanceof HTMLElement)) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-stone-100 px-6 pb-4 pt-6">
          {icon && <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-700">{icon}</span>}
          <div className="min-w-0 flex-1 pr-8">
            <DialogPrimitive.Title className="font-display text-xl font-semibold text-stone-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={cn('mt-1 text-sm text-stone-600', hideDescription && 'sr-only')}>
              {description}
            </DialogPrimitive.Description>
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 px-6 py-4">{footer}</div>}
        <DialogPrimitive.Close
          className="absolute right-4 top-4 grid size-9 place-items-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-800"
          aria-label="Close"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
