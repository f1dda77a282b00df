import { defaultWizardValues, wizardValuesFromLink } from './wizard-values';

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
