import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';

/** The frame of the "forgot password" and "new password" pages: one card, its heading and what it is for. */
export function AccountRecoveryCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-rose-50 via-amber-50/40 to-stone-50">
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 lg:py-16">
        <div className="rounded-[2rem] border border-stone-200/80 bg-white p-6 shadow-lift sm:p-10">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-amber-400 text-white">
              <KeyRound aria-hidden className="size-5" />
            </span>
            <div>
              <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
              <p className="text-sm text-stone-600">{intro}</p>
            </div>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
