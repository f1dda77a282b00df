import { FormField, hintId, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { genderOptions, occasionOptions, problemOn, relationshipOptions, type StepProps, type WizardField, type WizardValues } from './wizard-values';

export function StepBasicInfo({ values, update, problem }: StepProps) {
  const errorOf = (field: WizardField) => problemOn(problem, field);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="wizard-name" label="Recipient's name" optional className="sm:col-span-2">
        <Input
          id="wizard-name"
          value={values.name}
          maxLength={80}
          autoComplete="off"
          placeholder="e.g. Maya"
          onChange={(event) => update({ name: event.target.value })}
        />
      </FormField>
      <FormField id="wizard-relationship" label="Relationship" error={errorOf('wizard-relationship')}>
        <Select
          id="wizard-relationship"
          {...invalidProps('wizard-relationship', errorOf('wizard-relationship'))}
          value={values.relationship}
          onValueChange={(value) => update({ relationship: value as WizardValues['relationship'] })}
          options={relationshipOptions}
          placeholder="Select relationship"
        />
      </FormField>
      <FormField id="wizard-occasion" label="Occasion" error={errorOf('wizard-occasion')}>
        <Select
          id="wizard-occasion"
          {...invalidProps('wizard-occasion', errorOf('wizard-occasion'))}
          value={values.occasion}
          onValueChange={(value) => update({ occasion: value as WizardValues['occasion'] })}
          options={occasionOptions}
          placeholder="Select occasion"
        />
      </FormField>
      {values.relationship === 'other' && (
        <FormField id="wizard-relationship-other" label="Your relationship" error={errorOf('wizard-relationship-other')}>
          <Input
            id="wizard-relationship-other"
          {...invalidProps('wizard-relationship-other', errorOf('wizard-relationship-other'))}
            value={values.relationshipOther}
            maxLength={100}
            placeholder="e.g. Neighbour, mentor"
            onChange={(event) => update({ relationshipOther: event.target.value })}
          />
        </FormField>
      )}
      {values.occasion === 'other' && (
        <FormField id="wizard-occasion-other" label="The occasion" error={errorOf('wizard-occasion-other')} className={values.relationship === 'other' ? '' : 'sm:col-start-2'}>
          <Input
            id="wizard-occasion-other"
          {...invalidProps('wizard-occasion-other', errorOf('wizard-occasion-other'))}
            value={values.occasionOther}
            maxLength={100}
            placeholder="e.g. Retirement, new job"
            onChange={(event) => update({ occasionOther: event.target.value })}
          />
        </FormField>
      )}
      <FormField id="wizard-age" label="Age" optional hint="Between 1 and 100">
        <Input
          id="wizard-age"
          aria-describedby={hintId('wizard-age')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={values.age}
          onChange={(event) => update({ age: event.target.value.replace(/[^\d]/g, '').slice(0, 3) })}
          onBlur={() => {
            const age = Number.parseInt(values.age, 10);
            if (Number.isFinite(age)) update({ age: String(Math.min(100, Math.max(1, age))) });
          }}
        />
      </FormField>
      <FormField id="wizard-gender" label="Gender" optional>
        <Select
          id="wizard-gender"
          value={values.gender}
          onValueChange={(value) => update({ gender: value as WizardValues['gender'] })}
          options={genderOptions}
          placeholder="Select gender"
        />
      </FormField>
    </div>
  );
}
