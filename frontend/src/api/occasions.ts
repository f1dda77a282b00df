import type { Occasion, occasionRelationships, occasionTypes, ReminderPreview } from '@presently/proto';
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

export const fetchOccasions = () => apiGet<Occasion[]>('/api/occasions');

export const fetchUpcomingOccasions = (days: number) => apiGet<Occasion[]>(`/api/occasions/upcoming/${days}`);

export const createOccasion = (body: OccasionPayload) => apiPost<Occasion>('/api/occasions', body);

export const updateOccasion = (id: number, body: OccasionPayload) => apiPut<Occasion>(`/api/occasions/${id}`, body);

export const deleteOccasion = (id: number) => apiDelete<unknown>(`/api/occasions/${id}`);

/** The next occasion's reminder e-mail as it would be sent today; nothing is mailed. */
export const fetchReminderPreview = () => apiGet<ReminderPreview>('/api/occasions/reminder-preview');
