import { FormField, invalidProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { QUICK_INTERESTS, QUICK_TRAITS } from '@/lib/constants';
import { QuickTags } from './quick-tags';
import { problemOn, type StepProps } from './wizard-values';

export function StepPersonality({ values, update, problem }: StepProps) {
  const interestsError = problemOn(problem, 'wizard-interests');
  const personalityError = problemOn(problem, 'wizard-personality');
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <FormField id="wizard-interests" label="Interests & hobbies" error={interestsError}>
          <Textarea
            id="wizard-interests"
            {...invalidProps('wizard-interests', interestsError)}
            value={values.interests}
            maxLength={1000}
            rows={3}
            placeholder="e.g. Loves hiking, indie music and trying new recipes"
            onChange={(event) => update({ interests: event.target.value })}
          />
        </FormField>
        <QuickTags label="Quick interest tags" tags={QUICK_INTERESTS} value={values.interests} onChange={(interests) => update({ interests })} />
      </div>
      <div className="space-y-3">
        <FormField id="wizard-personality" label="Personality traits" error={personalityError}>
          <Textarea
            id="wizard-personality"
            {...invalidProps('wizard-personality', personalityError)}
            value={values.personality}
            maxLength={1000}
            rows={3}
            placeholder="e.g. Curious, warm, a little sentimental"
            onChange={(event) => update({ personality: event.target.value })}
          />
        </FormField>
        <QuickTags label="Quick personality tags" tags={QUICK_TRAITS} value={values.personality} onChange={(personality) => update({ personality })} />
      </div>
    </div>
  );
}
