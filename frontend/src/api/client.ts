import type { ErrorBody } from '@presently/proto';
import { deviceType, requestTimeoutMs } from '@/lib/device';

/** A non-OK answer. The message follows spec §8 (`{status}: {body or status text}`); `serverMessage` is for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }

  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The request never got an answer: it timed out or the network failed. */
export class TransportError extends Error {
  readonly kind: 'timeout' | 'network';

  constructor(kind: 'timeout' | 'network', path: string, message?: string) {
    super(
      message ??
        (kind === 'timeout'
          ? `Request to ${path} timed out. Please try again.`
          : `Network error connecting to ${path}. Please check your connection.`),
    );
    this.name = 'TransportError';
    this.kind = kind;
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** Overrides the width-based default (spec §9); null disables the timer (streams manage their own). */
  timeoutMs?: number | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one request helper (spec §7): cookies on every call, the device header, JSON only when there is a body,
 * a timeout by window width and the §8 transport errors. Throws ApiError on a non-OK answer.
 */
export async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
  const { response, clearTimer } = await send(method, path, options);
  // The caller reads the body (a stream, perhaps): the timer stops here, but the caller's signal still aborts it.
  clearTimer();
  return response;
}

/** Same as `request`, then reads the JSON answer (undefined for an empty body) inside the same timeout. */
export async function requestJson<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const { response, done, timedOut } = await send(method, path, options);
  try {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (timedOut()) throw new TransportError('timeout', path);
    throw error;
  } finally {
    done();
  }
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) => requestJson<T>('GET', path, options);
export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  requestJson<T>('POST', path, { ...options, body });
export const apiPut = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  requestJson<T>('PUT', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: RequestOptions) => requestJson<T>('DELETE', path, options);

/** Data queries that treat 401 as "nobody signed in" (spec §8). */
export async function apiGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function send(method: HttpMethod, path: string, options: RequestOptions) {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs === undefined ? requestTimeoutMs() : options.timeoutMs;
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const clearTimer = () => clearTimeout(timer);
  const done = () => {
    clearTimer();
    options.signal?.removeEventListener('abort', onOuterAbort);
  };

  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = { 'X-Device-Type': deviceType(), ...options.headers };
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    done();
    if (timedOut) throw new TransportError('timeout', path);
    if (options.signal?.aborted) throw error;
    throw new TransportError('network', path);
  }

  if (!response.ok) {
    let text = '';
    try {
      text = await response.text();
    } catch {
      // The status line is enough to report the failure.
    }
    done();
    throw new ApiError(response.status, response.statusText, text);
  }
  return { response, done, clearTimer, timedOut: () => timedOut };
}

/** What to show a person: the server's `message`, a transport message, or the caller's default. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof ServerMessageError) return error.serverMessage ?? fallback;
  if (error instanceof TransportError) return error.message;
  return fallback;
}

/** A refusal the server explained inside an otherwise successful answer (an SSE `error` event, `success: false`). */
export class ServerMessageError extends Error {
  readonly serverMessage: string | undefined;

  constructor(message: string | undefined, fallback: string) {
    super(message || fallback);
    this.name = 'ServerMessageError';
    this.serverMessage = message || undefined;
  }
}

export function isStatus(error: unknown, status: number) {
  return error instanceof ApiError && error.status === status;
}
