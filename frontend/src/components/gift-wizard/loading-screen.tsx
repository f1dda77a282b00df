import { Gift, Sparkles } from 'lucide-react';
import { useRotatingMessage } from '@/hooks/use-rotating-message';

export const ANALYZING_MESSAGES = [
  'Analyzing your input...',
  'Getting to know your recipient...',
  'Checking what would make your ideas even better...',
] as const;

export const GENERATING_MESSAGES = [
  'Finding the perfect gifts...',
  'Matching interests with personality...',
  'Exploring unique gift ideas...',
  'Checking your budget...',
  'Adding a personal touch...',
] as const;

interface LoadingScreenProps {
  title: string;
  messages: readonly string[];
}

/** Loading states for analysis and generation; the message rotates every 3 s. */
export function LoadingScreen({ title, messages }: LoadingScreenProps) {
  const message = useRotatingMessage(messages);
  return (
    <div className="flex flex-col items-center rounded-[2rem] border border-rose-100 bg-white px-6 py-16 text-center shadow-lift" data-testid="gift-loading">
      <div className="relative">
        <span className="absolute inset-0 animate-ping rounded-3xl bg-rose-200/60" aria-hidden />
        <span className="relative grid size-20 place-items-center rounded-3xl bg-gradient-to-br from-rose-500 to-amber-400 text-white shadow-lg shadow-rose-500/30">
          <Gift aria-hidden className="size-9 animate-[wiggle_1.8s_ease-in-out_infinite]" />
        </span>
        <Sparkles aria-hidden className="absolute -right-3 -top-3 size-6 animate-pulse text-amber-400" />
      </div>
      <h3 className="mt-8 font-display text-2xl font-semibold text-stone-900">{title}</h3>
      <p className="mt-2 min-h-6 text-stone-600" role="status" aria-live="polite">
        {message}
      </p>
      <div className="mt-6 flex gap-1.5" aria-hidden>
        {[0, 1, 2].map((dot) => (
          <span key={dot} className="size-2 animate-bounce rounded-full bg-rose-400" style={{ animationDelay: `${dot * 150}ms` }} />
        ))}
      </div>
    </div>
  );
}
