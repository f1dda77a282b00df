import { recipientInfoSchema } from './gift';

describe('recipient info', () => {
  it('asks for a choice from the list with the article the word takes', () => {
    const errors = recipientInfoSchema.safeParse({ relationship: 'pen pal', occasion: 'valentines', interests: 'tea', budget: 20 }).error?.issues.map((issue) => issue.message);
    expect(errors).toEqual(["Please choose a relationship from the list, or 'other: ' followed by your own", "Please choose an occasion from the list, or 'other: ' followed by your own"]);
  });
});
