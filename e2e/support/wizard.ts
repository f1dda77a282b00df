import { expect, type Locator, type Page } from '@playwright/test';

/** What a person types into the four-step wizard; labels as the select boxes show them. */
export interface GiftRequest {
  name?: string;
  relationship: string;
  occasion: string;
  age?: string;
  gender?: string;
  interests: string;
  personality: string;
  pastGifts?: string;
  budget?: string;
}

export const MAYA: GiftRequest = {
  name: 'Maya',
  relationship: 'Friend',
  occasion: 'Birthday',
  age: '31',
  gender: 'Female',
  interests: 'Cooking, Travel, hiking in the mountains',
  personality: 'Creative, Adventurous, warm',
  budget: '80',
};

/** The wizard's form (section gift-concierge). */
export const wizard = (page: Page) => page.locator('#gift-concierge form');

export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toContainText(option);
}

/** Fills steps 1-3, checks the review step and stops before 'Get Gift Ideas'. */
export async function fillWizard(page: Page, request: GiftRequest) {
  const form = wizard(page);
  await expect(form.getByText('Step 1 of 4')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'About the recipient' })).toBeVisible();
  if (request.name) await form.getByLabel("Recipient's name").fill(request.name);
  await chooseOption(page, form, 'Relationship', request.relationship);
  await chooseOption(page, form, 'Occasion', request.occasion);
  if (request.age) await form.getByLabel('Age').fill(request.age);
  if (request.gender) await chooseOption(page, form, 'Gender', request.gender);
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByText('Step 2 of 4')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Personality & interests' })).toBeVisible();
  await form.getByLabel('Interests & hobbies').fill(request.interests);
  await form.getByLabel('Personality traits').fill(request.personality);
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByText('Step 3 of 4')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Gift details' })).toBeVisible();
  if (request.pastGifts) await form.getByLabel('Past gifts').fill(request.pastGifts);
  if (request.budget) await form.getByLabel('Budget in dollars').fill(request.budget);
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByText('Step 4 of 4')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Review & submit' })).toBeVisible();
}

/** Submits the review step and waits for the finished results view (every idea in, the actions shown). */
export async function submitWizard(page: Page) {
  await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();
  await expectResults(page);
}

export async function expectResults(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Personalized Gift Suggestions' })).toBeVisible();
  // Save Ideas appears once the stream of ideas has ended.
  await expect(page.getByRole('button', { name: 'Save Ideas' })).toBeVisible();
  await expect(giftCards(page).first()).toBeVisible();
}

/** Home page → wizard → results. */
export async function generateIdeas(page: Page, request: GiftRequest = MAYA) {
  await page.goto('/#gift-concierge');
  await fillWizard(page, request);
  await submitWizard(page);
}

/** The idea cards of the results view (each an article). */
export const giftCards = (page: Page) => page.getByRole('article');
