import { deliverWithRetries, MAX_DELIVERY_ATTEMPTS } from './event-bus';

describe('deliverWithRetries', () => {
  it('tries again after a passing failure, and again, until the handler succeeds', async () => {
    let calls = 0;
    const handle = async () => {
      if (++calls < 3) throw new Error('database busy');
    };
    await expect(deliverWithRetries(handle, 1)).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} tries with the last error, for the bus to set the event aside`, async () => {
    let calls = 0;
    const beforeRetry = jest.fn(async () => undefined);
    const failed = await deliverWithRetries(
      async () => {
        throw new Error(`cannot handle (${++calls})`);
      },
      1,
      beforeRetry,
    );
    expect(failed).toEqual({ error: new Error(`cannot handle (${MAX_DELIVERY_ATTEMPTS})`), attempts: MAX_DELIVERY_ATTEMPTS });
    expect(beforeRetry).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS - 1);
  });

  it('rejects, rather than giving the event up, when the step before a retry fails', async () => {
    const rebalancing = new Error('The group is rebalancing');
    const handle = async () => {
      throw new Error('database busy');
    };
    await expect(deliverWithRetries(handle, 1, () => Promise.reject(rebalancing))).rejects.toBe(rebalancing);
  });
});
