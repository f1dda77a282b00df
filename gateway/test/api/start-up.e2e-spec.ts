import { startApp } from '../app';

describe('start-up with a bad configuration', () => {
  it('stops with a message naming the variable', async () => {
    await expect(startApp({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a port number/);
    await expect(startApp({ SMTP_URL: 'mail server' })).rejects.toThrow(/SMTP_URL: must be a smtp:\/\/ URL/);
  });

  it('refuses KAFKA_BROKERS rather than keep events inside one process', async () => {
    await expect(startApp({ KAFKA_BROKERS: 'localhost:9092' })).rejects.toThrow(/KAFKA_BROKERS: this build has only the in-process event bus/);
  });
});
