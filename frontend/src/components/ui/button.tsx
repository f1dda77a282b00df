import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-all duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-gradient-to-r from-rose-600 to-rose-700 text-white shadow-sm shadow-rose-600/25 hover:from-rose-700 hover:to-rose-800 hover:shadow-md hover:shadow-rose-600/30 active:scale-[0.98]',
        premium:
          'bg-gradient-to-r from-amber-300 to-orange-400 text-amber-950 shadow-sm shadow-amber-500/30 hover:from-amber-400 hover:to-orange-500 hover:shadow-md active:scale-[0.98]',
        secondary: 'border border-stone-200 bg-white text-stone-800 shadow-xs hover:border-rose-200 hover:bg-rose-50/60 hover:text-rose-700',
        soft: 'bg-rose-50 text-rose-700 hover:bg-rose-100',
        ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
        link: 'rounded-md px-0 text-rose-700 underline-offset-4 hover:text-rose-800 hover:underline',
      },
      size: {
        sm: 'h-8 px-3.5 text-sm',
        md: 'h-10 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), variant === 'link' && 'h-auto', className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
