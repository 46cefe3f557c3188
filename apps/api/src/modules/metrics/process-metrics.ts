import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, event loop, GC), once per process: they describe the process,
 * not an app, and prom-client never stops their GC observer, so one per app would keep every app
 * built in a test process (and its database) alive.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'opentip_' });
  }
  return processRegistry;
}
