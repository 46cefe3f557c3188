import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { createInProcessLiveBus } from './in-process-live-bus.ts';
import { liveBusContract } from './live-bus-contract.ts';

describe('in-process live bus', () => {
  liveBusContract(() => {
    const bus = createInProcessLiveBus();
    return { a: bus, b: bus, userId: randomUUID };
  });
});
