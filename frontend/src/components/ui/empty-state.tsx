import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-3xl border border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-rose-500 shadow-soft">{icon}</span>
      <h3 className="mt-4 font-display text-xl font-semibold text-stone-900">{title}</h3>
      {description && <p className="mt-2 max-w-md text-sm text-stone-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
