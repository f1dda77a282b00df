import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', {
  variants: {
    variant: {
      default: 'bg-stone-100 text-stone-700 ring-stone-200',
      rose: 'bg-rose-50 text-rose-700 ring-rose-200',
      premium: 'bg-gradient-to-r from-amber-100 to-orange-100 text-amber-800 ring-amber-300',
      success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
      warning: 'bg-amber-50 text-amber-800 ring-amber-200',
      danger: 'bg-red-50 text-red-700 ring-red-200',
      outline: 'bg-white text-stone-700 ring-stone-300',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
