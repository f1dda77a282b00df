import { cva, type VariantProps } from 'class-variance-authority';
import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex gap-3 rounded-2xl border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-sky-200 bg-sky-50 text-sky-900',
      success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
      warning: 'border-amber-300 bg-amber-50 text-amber-900',
      destructive: 'border-red-200 bg-red-50 text-red-800',
      premium: 'border-amber-200 bg-gradient-to-r from-amber-50 to-rose-50 text-stone-800',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, destructive: AlertCircle, premium: Info };

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode;
  icon?: ReactNode;
}

export function Alert({ className, variant, title, icon, children, role, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'info'];
  return (
    <div role={role ?? (variant === 'destructive' ? 'alert' : 'status')} className={cn(alertVariants({ variant }), className)} {...props}>
      <span className="mt-0.5 shrink-0">{icon ?? <Icon aria-hidden className="size-5" />}</span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'mt-1', 'leading-relaxed')}>{children}</div>}
      </div>
    </div>
  );
}
