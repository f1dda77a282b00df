import { Sparkles } from 'lucide-react';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ClarificationDialog } from './clarification-dialog';
import { canGenerate, CreditsNotice, OutOfCredits } from './credits-notice';
import { GiftWizard } from './gift-wizard';
import { ANALYZING_MESSAGES, GENERATING_MESSAGES, LoadingScreen } from './loading-screen';
import type { useGiftGeneration } from './use-gift-generation';

type Generation = ReturnType<typeof useGiftGeneration>;

export function GiftConciergeSection({ generation }: { generation: Generation }) {
  const { phase, seed, clarifying } = generation;
  const { data: user } = useCurrentUser();
  return (
    <section id="gift-concierge" className="relative bg-gradient-to-b from-stone-50 via-rose-50/40 to-stone-50 py-20" aria-labelledby="gift-concierge-title">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="mb-10 text-center">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold uppercase tracking-widest text-rose-700">
            <Sparkles aria-hidden className="size-4" /> Gift Concierge
          </p>
          <h2 id="gift-concierge-title" className="mt-2 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
            Let's find the perfect gift
          </h2>
          <p className="mt-3 text-stone-600">Four quick steps. The more you share, the more personal the ideas.</p>
        </div>
        {phase === 'form' && !canGenerate(user) && <OutOfCredits />}
        {phase === 'form' && canGenerate(user) && (
          <>
            {user && <CreditsNotice user={user} />}
            <GiftWizard key={seed.key} initialValues={seed.values} initialStep={seed.step} onSubmit={generation.submit} />
          </>
        )}
        {(phase === 'analyzing' || phase === 'clarifying') && <LoadingScreen title="Analyzing your input..." messages={ANALYZING_MESSAGES} />}
        {phase === 'generating' && <LoadingScreen title="Creating your gift ideas" messages={GENERATING_MESSAGES} />}
        {phase === 'clarifying' && clarifying && (
          <ClarificationDialog
            questions={clarifying.questions}
            reasoning={clarifying.reasoning}
            onSubmit={generation.answerClarification}
            onSkip={generation.skipClarification}
          />
        )}
      </div>
    </section>
  );
}
