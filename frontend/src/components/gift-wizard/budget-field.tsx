import { MAX_TYPED_BUDGET, NO_BUDGET_LIMIT } from '@presently/proto';
import { DollarSign } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { SLIDER_MAX, SLIDER_MIN } from '@/lib/constants';

/** Spec §5: finer steps for small budgets. */
function sliderStep(value: number) {
  if (value < 100) return 25;
  if (value < 500) return 50;
  return 100;
}

function snapToStep(value: number) {
  const step = sliderStep(value);
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value / step) * step));
}

interface BudgetFieldProps {
  budget: string;
  noLimit: boolean;
  onBudgetChange: (budget: string) => void;
  onNoLimitChange: (noLimit: boolean) => void;
}

export function BudgetField({ budget, noLimit, onBudgetChange, onNoLimitChange }: BudgetFieldProps) {
  const numeric = Number.parseInt(budget, 10);
  const sliderValue = Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Number.isFinite(numeric) ? numeric : SLIDER_MIN));

  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5">
      <legend className="px-1 text-sm font-medium text-stone-800">Budget</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative sm:w-40">
          <Label htmlFor="wizard-budget" className="sr-only">
            Budget in dollars
          </Label>
          <DollarSign aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
          <Input
            id="wizard-budget"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            className="pl-8"
            value={noLimit ? '' : budget}
            placeholder={noLimit ? 'No limit' : '50'}
            disabled={noLimit}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              onBudgetChange(digits ? String(Math.min(Number.parseInt(digits, 10), MAX_TYPED_BUDGET)) : '');
            }}
            onBlur={() => {
              const value = Number.parseInt(budget, 10);
              if (!Number.isFinite(value) || value < 1) onBudgetChange('1');
            }}
          />
        </div>
        <Slider
          aria-label="Budget slider"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={sliderStep(sliderValue)}
          value={[sliderValue]}
          disabled={noLimit}
          onValueChange={([value]) => onBudgetChange(String(snapToStep(value)))}
          className="flex-1"
        />
      </div>
      <div className="mt-2 flex justify-between text-xs text-stone-500" aria-hidden>
        <span>$1</span>
        <span>$1,000+ (type up to ${MAX_TYPED_BUDGET.toLocaleString('en-US')})</span>
      </div>
      <div className="mt-4 flex items-center gap-2.5">
        <Checkbox id="wizard-no-budget" checked={noLimit} onCheckedChange={(checked) => onNoLimitChange(checked === true)} />
        <Label htmlFor="wizard-no-budget" className="cursor-pointer font-normal text-stone-700">
          No budget constraint
        </Label>
      </div>
      {noLimit && (
        <p className="mt-2 text-xs text-stone-500">We'll suggest gifts at any price (sent as a budget of ${NO_BUDGET_LIMIT}).</p>
      )}
    </fieldset>
  );
}
