import { Lightbulb, PenLine } from 'lucide-react';

export function InsightBlock({ insight, cardMessagePrompt }: { insight?: string; cardMessagePrompt?: string }) {
  if (!insight && !cardMessagePrompt) return null;
  return (
    <section className="rounded-3xl border border-amber-200 bg-gradient-to-br from-amber-50 to-rose-50 p-6" aria-label="Gift insight">
      {insight && (
        <div className="flex gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-white text-amber-600 shadow-sm">
            <Lightbulb aria-hidden className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold text-stone-900">Gift Insight</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-700">{insight}</p>
          </div>
        </div>
      )}
      {cardMessagePrompt && (
        <div className="mt-4 flex gap-3 rounded-2xl bg-white/70 p-4">
          <PenLine aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-500" />
          <div>
            <h4 className="text-sm font-semibold text-stone-900">Card Writing Tip</h4>
            <p className="mt-1 text-sm leading-relaxed text-stone-700">{cardMessagePrompt}</p>
          </div>
        </div>
      )}
    </section>
  );
}
