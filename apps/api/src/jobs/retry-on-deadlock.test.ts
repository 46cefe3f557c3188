import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the statement again when it was the deadlock victim', async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'created';
    });
    expect(answer).toBe('created');
    expect(calls).toBe(3);
  });

  it('gives up after the tries it was given', async () => {
    let calls = 0;
    const failing = retryOnDeadlock(async () => {
      calls += 1;
      throw deadlock();
    }, 2);
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(2);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    const failing = retryOnDeadlock(async () => {
      calls += 1;
      throw Object.assign(new Error('syntax'), { code: '42601' });
    });
    await expect(failing).rejects.toMatchObject({ code: '42601' });
    expect(calls).toBe(1);
  });
});
