import type { Occasion, occasionRelationships, occasionTypes, reminderTestSchema } from '@presently/proto';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut } from './client';

export interface OccasionPayload {
  recipientName: string;
  recipientRelationship: (typeof occasionRelationships)[number];
  occasionType: (typeof occasionTypes)[number];
  /** ISO date-time. */
  occasionDate: string;
  notes: string | null;
  reminderDays: number[];
  userId?: number;
}

export type ReminderTestResult = z.infer<typeof reminderTestSchema>;

export const fetchOccasions = () => apiGet<Occasion[]>('/api/occasions');

export const fetchUpcomingOccasions = (days: number) => apiGet<Occasion[]>(`/api/occasions/upcoming/${days}`);

export const createOccasion = (body: OccasionPayload) => apiPost<Occasion>('/api/occasions', body);

export const updateOccasion = (id: number, body: OccasionPayload) => apiPut<Occasion>(`/api/occasions/${id}`, body);

export const deleteOccasion = (id: number) => apiDelete<unknown>(`/api/occasions/${id}`);

export const testReminders = () => apiPost<ReminderTestResult>('/api/occasions/test-reminders');
