import type {
  Clarification,
  Comparison,
  FeedbackRequest,
  GiftResponse,
  GiftSuggestion,
  RecipientInfoInput,
  SavedGift,
  SavedIdeas,
  SharedGift,
  ShareResult,
  ShopList,
} from '@presently/proto';
import { requestTimeoutMs } from '@/lib/device';
import {
  ApiError,
  ServerMessageError,
  TransportError,
  apiGet,
  apiDelete,
  apiGetOrNull,
  apiPost,
  isStatus,
  request,
} from './client';

export type FeedbackType = FeedbackRequest['feedbackType'];

/** What the API answers for saved sets and share links: proto's schemas, the ones the API reference shows. */
export type { SavedGift, SharedGift, ShareResult } from '@presently/proto';

/** One saved set as its details answer it: the history item plus its owner and the stored feedback by idea index. */
export interface GiftDetails extends SavedGift {
  userId: number;
  feedback: Partial<Record<number, FeedbackType>>;
}

export interface RefineRequest {
  originalSuggestion: GiftResponse;
  refineType: 'cheaper' | 'similar' | 'more_options' | 'different_type' | 'custom';
  recipientInfo: RecipientInfoInput;
  customInstructions?: string;
  additionalInfo?: { additionalInterests?: string; giftPreferences?: string; recentEvents?: string };
}

export interface CompareRequest {
  gifts: GiftSuggestion[];
  recipientInfo: RecipientInfoInput;
  comparisonCriteria?: string;
}

/** Spec §8: generation failures read 'API error: {status} - {text}' and a timeout 'Request timed out. Please try again.' */
function suggestError(error: unknown): unknown {
  if (error instanceof ApiError) {
    const text = error.message.slice(error.message.indexOf(': ') + 2);
    error.message = `API error: ${error.status} - ${text}`;
    return error;
  }
  if (error instanceof TransportError && error.kind === 'timeout') {
    return new TransportError('timeout', '/api/gifts/suggest', 'Request timed out. Please try again.');
  }
  return error;
}

export const checkClarification = (info: RecipientInfoInput) =>
  apiPost<Clarification>('/api/gifts/check-clarification', info);

export async function suggestGifts(info: RecipientInfoInput, signal?: AbortSignal): Promise<GiftResponse> {
  try {
    return await apiPost<GiftResponse>('/api/gifts/suggest', info, { signal });
  } catch (error) {
    throw suggestError(error);
  }
}

interface SseEvent {
  event: string;
  data: string;
}

function parseSseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/** Streaming failed in a way the plain endpoint may not: worth one more try there. */
class StreamUnavailable extends Error {}

/**
 * Streams suggestions (`suggestion` events, then `done` with the full answer) so ideas appear as they arrive.
 * Falls back to the plain endpoint when the stream fails before any event, except for refusals (4xx) that the
 * plain endpoint would repeat.
 */
export async function streamSuggestions(
  info: RecipientInfoInput,
  onSuggestion: (suggestion: GiftSuggestion) => void,
  signal?: AbortSignal,
): Promise<GiftResponse> {
  let received = 0;
  try {
    return await readSuggestionStream(info, (suggestion) => {
      received += 1;
      onSuggestion(suggestion);
    }, signal);
  } catch (error) {
    if (received === 0 && error instanceof StreamUnavailable && !signal?.aborted) return suggestGifts(info, signal);
    throw suggestError(error);
  }
}

async function readSuggestionStream(
  info: RecipientInfoInput,
  onSuggestion: (suggestion: GiftSuggestion) => void,
  signal?: AbortSignal,
): Promise<GiftResponse> {
  const path = '/api/gifts/suggest/stream';
  const controller = new AbortController();
  const idleMs = requestTimeoutMs();
  let timedOut = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const resetIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleMs);
  };
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  const suggestions: GiftSuggestion[] = [];
  try {
    resetIdle();
    let response: Response;
    try {
      response = await request('POST', path, {
        body: info,
        timeoutMs: null,
        signal: controller.signal,
        headers: { Accept: 'text/event-stream' },
      });
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', path);
      if (error instanceof TransportError) throw new StreamUnavailable(error.message);
      if (error instanceof ApiError && (error.status >= 500 || error.status === 404 || error.status === 405)) {
        throw new StreamUnavailable(error.message);
      }
      throw error;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.body || !contentType.includes('text/event-stream')) throw new StreamUnavailable('Not an event stream');

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (timedOut) throw new TransportError('timeout', path);
        if (signal?.aborted) throw error;
        throw suggestions.length ? new TransportError('network', path) : new StreamUnavailable('Stream broke');
      }
      if (chunk.done) break;
      resetIdle();
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseSseBlock(block);
        if (!event) continue;
        if (event.event === 'suggestion') {
          const suggestion = JSON.parse(event.data) as GiftSuggestion;
          suggestions.push(suggestion);
          onSuggestion(suggestion);
        } else if (event.event === 'done') {
          await reader.cancel().catch(() => undefined);
          return JSON.parse(event.data) as GiftResponse;
        } else if (event.event === 'error') {
          const body = JSON.parse(event.data) as { message?: string };
          throw new ServerMessageError(body.message, 'There was an error generating gift suggestions. Please try again.');
        }
      }
    }
    if (!suggestions.length) throw new StreamUnavailable('Stream ended without events');
    // The stream closed early: keep what arrived rather than losing it.
    return { suggestions, summary: '', insight: '' };
  } finally {
    clearTimeout(idleTimer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}

export const generateCardMessage = (recipientInfo: RecipientInfoInput, giftTitle: string) =>
  apiPost<{ cardMessage: string }>('/api/gifts/card-message', { recipientInfo, giftTitle });

export const fetchFeedback = (giftId: number, suggestionIndex: number) =>
  apiGetOrNull<{ feedbackType: FeedbackType | null } | null>(`/api/gifts/${giftId}/feedback/${suggestionIndex}`);

export const submitFeedback = (giftId: number, body: Omit<FeedbackRequest, 'comment'> & { comment?: string }) =>
  apiPost<unknown>(`/api/gifts/${giftId}/feedback`, body);

export const shareGift = (body: { giftSuggestion: GiftResponse; recipientInfo: RecipientInfoInput; selectedIndex: number }) =>
  apiPost<ShareResult>('/api/gifts/share', body);

export const fetchSharedGift = (shareId: string) =>
  apiGet<SharedGift>(`/api/gifts/shared/${encodeURIComponent(shareId)}`);

/** Takes down a link this member, or this guest's browser, made: it opens for nobody afterwards. */
export const revokeShare = (shareId: string) =>
  apiDelete<{ success: boolean; message: string }>(`/api/gifts/shared/${encodeURIComponent(shareId)}`);

export const refineGifts = (body: RefineRequest) => apiPost<GiftResponse>('/api/gifts/refine', body);

export const compareGifts = (body: CompareRequest) => apiPost<Comparison>('/api/gifts/compare', body);

export const saveGifts = (body: { recipientInfo: RecipientInfoInput; suggestions: SavedIdeas }) =>
  apiPost<SavedGift>('/api/gifts/save', body);

/** Spec §7: a 401 or a network failure reads as an empty history. */
export async function fetchGiftHistory(): Promise<SavedGift[]> {
  try {
    return (await apiGet<SavedGift[]>('/api/gifts/history')) ?? [];
  } catch (error) {
    if (isStatus(error, 401) || (error instanceof TransportError && error.kind === 'network')) return [];
    if (error instanceof ApiError) throw new Error(`Error fetching gift history: ${error.status}`);
    throw error;
  }
}

export const fetchShops = () => apiGet<ShopList>('/api/gifts/shops');

export const fetchGift = (id: number) => apiGet<GiftDetails>(`/api/gifts/${id}`);
