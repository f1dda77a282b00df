import { feedbackToRecord, withChoice, withoutChoice, type FeedbackChoice, type UnsavedFeedback } from './unsaved-feedback';

const liked: FeedbackChoice = { suggestionIndex: 0, feedbackType: 'liked', category: 'experience', price: 60 };
const purchased: FeedbackChoice = {
  suggestionIndex: 2,
  feedbackType: 'purchased',
  category: 'books',
  price: 25,
  refinementDetails: { wasRefinement: true, refinementType: 'cheaper', originalCategory: 'tech' },
};

describe('feedback chosen before saving', () => {
  it('is posted to the saved set once per idea, as chosen', () => {
    const unsaved = withChoice(withChoice(new Map(), liked), purchased);
    expect(feedbackToRecord(unsaved, 41)).toEqual([
      { giftId: 41, ...liked },
      { giftId: 41, ...purchased },
    ]);
  });

  it("posts an idea's latest choice only", () => {
    const unsaved = withChoice(withChoice(new Map(), liked), { ...liked, feedbackType: 'disliked' });
    expect(feedbackToRecord(unsaved, 41)).toEqual([{ giftId: 41, ...liked, feedbackType: 'disliked' }]);
  });

  it('posts nothing when nothing was chosen', () => {
    expect(feedbackToRecord(new Map(), 41)).toEqual([]);
  });

  it('forgets an idea once the server has answered for it, keeping the others', () => {
    const unsaved: UnsavedFeedback = withChoice(withChoice(new Map(), liked), purchased);
    const left = withoutChoice(unsaved, 0);
    expect(feedbackToRecord(left, 41)).toEqual([{ giftId: 41, ...purchased }]);
    expect(unsaved.size).toBe(2);
  });
});
