/** Every query key in the app; hooks never build a key by hand. */
export const queryKeys = {
  currentUser: ['user'] as const,
  gifts: ['gifts'] as const,
  giftHistory: ['gifts', 'history'] as const,
  gift: (id: number) => ['gifts', 'detail', id] as const,
  feedback: ['gifts', 'feedback'] as const,
  feedbackFor: (giftId: number, suggestionIndex: number) => ['gifts', 'feedback', giftId, suggestionIndex] as const,
  sharedGift: (shareId: string) => ['gifts', 'shared', shareId] as const,
  shops: ['gifts', 'shops'] as const,
  subscription: ['subscription'] as const,
  billingConfig: ['billing', 'config'] as const,
  billingHistory: ['billing', 'history'] as const,
  occasions: ['occasions'] as const,
  occasionList: ['occasions', 'list'] as const,
  upcomingOccasions: (days: number) => ['occasions', 'upcoming', days] as const,
  // Under 'occasions', so a change to any occasion renders the preview again.
  reminderPreview: ['occasions', 'reminder-preview'] as const,
};
