import { expect, type APIRequestContext } from '@playwright/test';

/** Adds a birthday of `name`'s, `daysAway` days from today, for the signed-in user of `request`. */
export async function addBirthdayViaApi(request: APIRequestContext, name: string, daysAway = 0, notes: string | null = null) {
  const date = new Date(Date.now() + daysAway * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/occasions', {
    data: { recipientName: name, recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: `${date}T00:00:00.000Z`, notes, reminderDays: [7, 3, 1] },
  });
  expect(response.status(), await response.text()).toBe(201);
}
