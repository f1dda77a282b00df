import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-2xl bg-stone-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-9 flex-1 items-center justify-center gap-2 rounded-xl px-2 py-1.5 text-center text-[13px] font-medium sm:text-sm leading-tight text-stone-600 transition hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-rose-700 data-[state=active]:shadow-sm sm:whitespace-nowrap sm:px-3.5 [&_svg]:hidden [&_svg]:size-4 [&_svg]:shrink-0 sm:[&_svg]:block',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-5 focus-visible:outline-none', className)} {...props} />;
}
