import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Slider({ className, 'aria-label': ariaLabel, ...props }: ComponentProps<typeof SliderPrimitive.Root>) {
  return (
    <SliderPrimitive.Root className={cn('relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-50', className)} {...props}>
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-stone-200">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-rose-400 to-amber-400" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        className="block size-5 rounded-full border-2 border-rose-500 bg-white shadow-md transition hover:scale-110 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-rose-200 data-[disabled]:cursor-not-allowed"
      />
    </SliderPrimitive.Root>
  );
}
