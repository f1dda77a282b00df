import { defaultWizardValues, firstInvalidStep, stepProblem, wizardValuesFromLink } from './wizard-values';

describe('wizardValuesFromLink', () => {
  it('prefills the recipient from a reminder e-mail link', () => {
    expect(wizardValuesFromLink('?recipient=Sam&relationship=friend&occasion=birthday')).toEqual({
      ...defaultWizardValues,
      name: 'Sam',
      relationship: 'friend',
      occasion: 'birthday',
    });
  });

  it("keeps the words of an 'other' choice", () => {
    expect(wizardValuesFromLink('?recipient=Ana&relationship=other&relationshipOther=family&occasion=other&occasionOther=housewarming')).toMatchObject({
      relationship: 'other',
      relationshipOther: 'family',
      occasion: 'other',
      occasionOther: 'housewarming',
    });
  });

  it('ignores values the wizard does not offer, and links without any', () => {
    expect(wizardValuesFromLink('?relationship=nemesis&occasion=coronation&recipient=Lee')).toMatchObject({ name: 'Lee', relationship: '', occasion: '' });
    expect(wizardValuesFromLink('?utm_source=mail')).toBeUndefined();
    expect(wizardValuesFromLink('')).toBeUndefined();
  });
});

describe('stepProblem', () => {
  const complete = { ...defaultWizardValues, relationship: 'friend', occasion: 'birthday', interests: 'Cooking', personality: 'Warm' } as const;

  it('names the first field to mend on each step, with the message for it', () => {
    expect(stepProblem(0, defaultWizardValues)).toEqual({ field: 'wizard-relationship', message: 'Please select both relationship and occasion' });
    expect(stepProblem(0, { ...defaultWizardValues, relationship: 'friend' })).toEqual({ field: 'wizard-occasion', message: 'Please select both relationship and occasion' });
    expect(stepProblem(0, { ...complete, relationship: 'other', relationshipOther: '  ' })).toEqual({ field: 'wizard-relationship-other', message: 'Please specify your relationship' });
    expect(stepProblem(0, { ...complete, occasion: 'other' })).toEqual({ field: 'wizard-occasion-other', message: 'Please specify the occasion' });
    expect(stepProblem(1, { ...complete, interests: '' })).toEqual({ field: 'wizard-interests', message: "Please add the recipient's interests or hobbies" });
    expect(stepProblem(1, { ...complete, personality: ' ' })).toEqual({ field: 'wizard-personality', message: 'Please add some personality traits' });
  });

  it('finds nothing to mend in a complete wizard, and the first step with a problem otherwise', () => {
    expect([0, 1, 2, 3].map((step) => stepProblem(step, complete))).toEqual([null, null, null, null]);
    expect(firstInvalidStep(complete)).toBeNull();
    expect(firstInvalidStep({ ...complete, personality: '' })).toBe(1);
  });
});
