import { Pencil } from 'lucide-react';
import { budgetLabel, genderOptions, occasionLabel, relationshipLabel, resolvedBudget, type WizardValues } from './wizard-values';

interface StepReviewProps {
  values: WizardValues;
  onEditStep: (step: number) => void;
}

export function StepReview({ values, onEditStep }: StepReviewProps) {
  const relationship = values.relationship === 'other' ? values.relationshipOther : relationshipLabel(values.relationship);
  const occasion = values.occasion === 'other' ? values.occasionOther : occasionLabel(values.occasion);
  const groups = [
    {
      step: 0,
      title: 'About the recipient',
      rows: [
        ['Name', values.name || '—'],
        ['Relationship', relationship || '—'],
        ['Occasion', occasion || '—'],
        ['Age', values.age || '—'],
        ['Gender', genderOptions.find((option) => option.value === values.gender)?.label ?? '—'],
      ],
    },
    {
      step: 1,
      title: 'Personality & interests',
      rows: [
        ['Interests', values.interests || '—'],
        ['Personality', values.personality || '—'],
      ],
    },
    {
      step: 2,
      title: 'Gift details',
      rows: [
        ['Past gifts', values.pastGifts || '—'],
        ['Cultural considerations', values.culturalConsiderations || '—'],
        ['Budget', budgetLabel(resolvedBudget(values))],
      ],
    },
  ];

  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.title} className="rounded-2xl border border-stone-200 bg-stone-50/60 p-4">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold text-stone-900">{group.title}</h4>
            <button
              type="button"
              onClick={() => onEditStep(group.step)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50"
              aria-label={`Edit ${group.title.toLowerCase()}`}
            >
              <Pencil aria-hidden className="size-3.5" /> Edit
            </button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {group.rows.map(([term, detail]) => (
              <div key={term} className="contents">
                <dt className="text-stone-500">{term}</dt>
                <dd className="break-words font-medium text-stone-800">{detail}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
