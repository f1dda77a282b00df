import { CONFIRMATION_TIMEOUT_MS } from '@/lib/constants';
import { CONFIRMATION_TIMED_OUT, confirmSubscription } from './billing';
import { userMessage } from './client';

const GENERIC = 'There was an error confirming your subscription. Please refresh the page.';

const answer = (status: number, body: unknown) =>
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

/** A server that never answers: the request ends only when its signal aborts it. */
const silence = () =>
  jest.spyOn(global, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the confirmation to fail');
    },
    (error: unknown) => error,
  );

describe('confirmSubscription (spec §8 "other timeout")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('returns the confirmation result', async () => {
    answer(200, { success: true, status: 'active' });
    await expect(confirmSubscription({ forceActivate: true })).resolves.toEqual({ success: true, status: 'active' });
  });

  it("gives up after 10 s with 'Request timed out. Server may be busy.'", async () => {
    jest.useFakeTimers();
    const fetch = silence();
    const confirming = failureOf(confirmSubscription({ paymentIntentId: 'pi_1' }));
    await jest.advanceTimersByTimeAsync(CONFIRMATION_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await confirming;
    expect(error).toEqual(expect.objectContaining({ message: 'Request timed out. Server may be busy.' }));
    expect(userMessage(error, GENERIC)).toBe(CONFIRMATION_TIMED_OUT);
  });

  it("reports a server failure as 'Server error: {status}', and people see the generic sentence", async () => {
    answer(503, { message: 'Service unavailable' });
    const error = await failureOf(confirmSubscription({}));
    expect(error).toEqual(expect.objectContaining({ message: 'Server error: 503' }));
    expect(userMessage(error, GENERIC)).toBe(GENERIC);
  });

  it("keeps a 4xx's explanation for people, and reports an unexplained one by status", async () => {
    answer(404, { message: 'No such payment for your account.' });
    const explained = await failureOf(confirmSubscription({ paymentIntentId: 'pi_other' }));
    expect(userMessage(explained, GENERIC)).toBe('No such payment for your account.');

    answer(400, undefined);
    const unexplained = await failureOf(confirmSubscription({}));
    expect(unexplained).toEqual(expect.objectContaining({ message: 'Server error: 400' }));
    expect(userMessage(unexplained, GENERIC)).toBe(GENERIC);
  });
});
