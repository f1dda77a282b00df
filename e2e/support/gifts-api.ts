import { expect, type APIRequestContext } from '@playwright/test';

/** The recipient info as the web app sends it (spec §3), for journeys that need saved or shared ideas to start from. */
export const mayaInfo = {
  name: 'Maya',
  relationship: 'friend',
  occasion: 'birthday',
  age: 31,
  gender: 'female',
  interests: 'Cooking, Travel, hiking in the mountains',
  personality: 'Creative, Adventurous, warm',
  pastGifts: '',
  culturalConsiderations: '',
  budget: 80,
};

export interface GiftSuggestion {
  title: string;
  category: string;
  price: number;
}

export interface GiftResponse {
  suggestions: GiftSuggestion[];
  summary: string;
  insight: string;
}

async function postJson<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const suggestViaApi = (request: APIRequestContext, info = mayaInfo) => postJson<GiftResponse>(request, '/api/gifts/suggest', info);

/** Saves a fresh set of ideas for the signed-in user of `request`; returns its id and share id. */
export async function saveIdeasViaApi(request: APIRequestContext, info = mayaInfo) {
  const suggestions = await suggestViaApi(request, info);
  const saved = await postJson<{ id: number; shareId: string }>(request, '/api/gifts/save', { recipientInfo: info, suggestions });
  return { ...saved, suggestions };
}

/** A public share link's path (/shared/{shareId}) for one idea. */
export async function shareViaApi(request: APIRequestContext, selectedIndex = 0, info = mayaInfo) {
  const giftSuggestion = await suggestViaApi(request, info);
  const { shareId } = await postJson<{ shareId: string; shareUrl: string }>(request, '/api/gifts/share', {
    giftSuggestion,
    recipientInfo: info,
    selectedIndex,
  });
  return { path: `/shared/${shareId}`, suggestion: giftSuggestion.suggestions[selectedIndex] };
}
