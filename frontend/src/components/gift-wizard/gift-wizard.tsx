import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { StepBasicInfo } from './step-basic-info';
import { StepGiftDetails } from './step-gift-details';
import { StepPersonality } from './step-personality';
import { StepReview } from './step-review';
import { FINAL_REQUIRED, WIZARD_STEPS, defaultWizardValues, firstInvalidStep, stepProblem, type StepProblem, type WizardValues } from './wizard-values';

interface GiftWizardProps {
  initialValues?: WizardValues;
  initialStep?: number;
  onSubmit: (values: WizardValues) => void;
}

export function GiftWizard({ initialValues = defaultWizardValues, initialStep = 0, onSubmit }: GiftWizardProps) {
  const [values, setValues] = useState<WizardValues>(initialValues);
  const [step, setStep] = useState(initialStep);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  // The final check's summary (spec §5), shown beside the field's own message.
  const [summary, setSummary] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = step === WIZARD_STEPS.length - 1;
  const current = WIZARD_STEPS[step];

  const update = (patch: Partial<WizardValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setProblem(null);
    setSummary(null);
  };

  const goTo = (next: number) => {
    setStep(next);
    setProblem(null);
    setSummary(null);
    // Move focus to the new step so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  /** The message goes on its field, and focus to that field once the step shows it. */
  const show = (found: StepProblem | null) => {
    setProblem(found);
    if (found) requestAnimationFrame(() => document.getElementById(found.field)?.focus());
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!last) {
      const found = stepProblem(step, values);
      if (found) show(found);
      else goTo(step + 1);
      return;
    }
    const invalidStep = firstInvalidStep(values);
    if (invalidStep !== null) {
      setStep(invalidStep);
      setSummary(FINAL_REQUIRED);
      show(stepProblem(invalidStep, values));
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="overflow-hidden rounded-[2rem] border border-rose-100 bg-white shadow-lift">
      <div className="border-b border-rose-100 bg-gradient-to-r from-rose-50 to-amber-50 px-5 py-5 sm:px-8">
        <div className="flex items-center justify-between gap-4 text-sm">
          <span className="font-semibold text-rose-700">
            Step {step + 1} of {WIZARD_STEPS.length}
          </span>
          <span className="text-stone-600">{current.short}</span>
        </div>
        <Progress value={step + 1} max={WIZARD_STEPS.length} label={`Step ${step + 1} of ${WIZARD_STEPS.length}`} className="mt-3" />
        <ol className="mt-4 hidden grid-cols-4 gap-2 sm:grid" aria-label="Steps">
          {WIZARD_STEPS.map((item, index) => (
            <li
              key={item.short}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-xs font-medium',
                index === step ? 'text-rose-700' : index < step ? 'text-stone-700' : 'text-stone-600',
              )}
            >
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full text-[11px] font-bold',
                  index <= step ? 'bg-rose-600 text-white' : 'bg-white text-stone-500 ring-1 ring-stone-200',
                )}
              >
                {index + 1}
              </span>
              {item.short}
            </li>
          ))}
        </ol>
      </div>

      <div className="px-5 py-6 sm:px-8 sm:py-8">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-stone-900 focus:outline-none">
          {current.title}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{current.description}</p>
        <div className="mt-6">
          {step === 0 && <StepBasicInfo values={values} update={update} problem={problem} />}
          {step === 1 && <StepPersonality values={values} update={update} problem={problem} />}
          {step === 2 && <StepGiftDetails values={values} update={update} />}
          {step === 3 && <StepReview values={values} onEditStep={goTo} />}
        </div>
        {summary && (
          <Alert variant="destructive" className="mt-6">
            {summary}
          </Alert>
        )}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-stone-100 bg-stone-50/60 px-5 py-4 sm:px-8">
        <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        {last ? (
          <Button type="submit" size="lg">
            <Sparkles aria-hidden className="size-5" />
            Get Gift Ideas
          </Button>
        ) : (
          <Button type="submit">
            Next
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </form>
  );
}
