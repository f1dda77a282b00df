import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldClasses =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition placeholder:text-stone-500 hover:border-stone-400 focus:border-rose-400 focus:outline-none focus:ring-4 focus:ring-rose-100 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-400 aria-[invalid=true]:focus:ring-red-100 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
