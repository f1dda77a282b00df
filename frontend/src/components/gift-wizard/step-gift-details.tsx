import { FormField, hintId } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { BudgetField } from './budget-field';
import type { StepProps } from './wizard-values';

export function StepGiftDetails({ values, update }: StepProps) {
  return (
    <div className="space-y-5">
      <FormField id="wizard-past-gifts" label="Past gifts" optional hint="So we don't suggest the same thing twice.">
        <Textarea
          id="wizard-past-gifts"
          aria-describedby={hintId('wizard-past-gifts')}
          value={values.pastGifts}
          maxLength={1000}
          rows={2}
          placeholder="e.g. A scarf last year, concert tickets before that"
          onChange={(event) => update({ pastGifts: event.target.value })}
        />
      </FormField>
      <FormField id="wizard-cultural" label="Cultural considerations" optional>
        <Textarea
          id="wizard-cultural"
          value={values.culturalConsiderations}
          maxLength={1000}
          rows={2}
          placeholder="e.g. Vegetarian, doesn't drink alcohol"
          onChange={(event) => update({ culturalConsiderations: event.target.value })}
        />
      </FormField>
      <BudgetField
        budget={values.budget}
        noLimit={values.noBudgetLimit}
        onBudgetChange={(budget) => update({ budget })}
        onNoLimitChange={(noBudgetLimit) => update({ noBudgetLimit })}
      />
    </div>
  );
}
