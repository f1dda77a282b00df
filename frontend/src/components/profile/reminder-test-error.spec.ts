import { ApiError, TransportError } from '@/api/client';
import { reminderTestErrorMessage } from './reminder-test-error';

const SPEC_MESSAGE = 'Failed to connect to reminder service. Please try again.';
const answer = (status: number, statusText: string, body: object | string) =>
  new ApiError(status, statusText, typeof body === 'string' ? body : JSON.stringify(body));

describe('reminderTestErrorMessage', () => {
  it("keeps the server's words for the hourly limit on test reminders", () => {
    const limited = answer(429, 'Too Many Requests', { message: "You've sent many test reminders. Please try again in 60 minutes.", code: 'rate_limited' });
    expect(reminderTestErrorMessage(limited)).toBe("You've sent many test reminders. Please try again in 60 minutes.");
  });

  it("uses the spec's sentence for a 429 without a message", () => {
    expect(reminderTestErrorMessage(answer(429, 'Too Many Requests', ''))).toBe(SPEC_MESSAGE);
  });

  it.each([
    ['a server error with a message', answer(500, 'Internal Server Error', { message: 'Something went wrong', code: 'internal' })],
    ['a gateway answer naming the service', answer(503, 'Service Unavailable', { message: 'The occasions service is unavailable', code: 'service_unavailable' })],
    ['a refusal with a message', answer(400, 'Bad Request', { message: 'Bad request', code: 'validation' })],
    ['a network failure', new TransportError('network', '/api/occasions/test-reminders')],
    ['a timeout', new TransportError('timeout', '/api/occasions/test-reminders')],
    ['anything else', new Error('Unexpected token < in JSON')],
  ])("uses the spec's sentence for %s", (_, error) => {
    expect(reminderTestErrorMessage(error)).toBe(SPEC_MESSAGE);
  });
});
