import { once } from 'node:events';
import { createServer, connect, type AddressInfo } from 'node:net';
import { within } from './deadline';

/** Keeps the event loop busy, as another app's synchronous start-up does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('within', () => {
  it('rejects with the message once the time has passed', async () => {
    const started = performance.now();
    await expect(within(new Promise(() => undefined), 250, 'no answer in 250 ms')).rejects.toThrow('no answer in 250 ms');
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('passes the answer or the error of work that ends in time', async () => {
    await expect(within(Promise.resolve('pong'), 250, 'late')).resolves.toBe('pong');
    await expect(within(Promise.reject(new Error('refused')), 250, 'late')).rejects.toThrow('refused');
  });

  it('does not count a stretch the event loop spent busy elsewhere: an answer waiting on the socket wins', async () => {
    const server = createServer((socket) => socket.on('data', () => socket.write('pong')));
    await once(server.listen(0, '127.0.0.1'), 'listening');
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    try {
      const answer = within(once(socket, 'data').then(([data]) => String(data)), 250, 'no answer in 250 ms');
      socket.write('ping');
      // Longer than the whole deadline: the answer arrives meanwhile, and timers run before I/O once the loop is free.
      busy(600);
      await expect(answer).resolves.toBe('pong');
    } finally {
      socket.destroy();
      server.close();
    }
  });
});
