/**
 * The API's entry with a memory probe: asked `'memory'` over the IPC channel, it collects garbage
 * (when started with --expose-gc) and answers `process.memoryUsage()` and `process.cpuUsage()`; asked `'cpu'`, the CPU time alone. Started by
 * startApiProcess({ entry: 'bench/lib/api-memory-probe.ts', ipc: true, nodeArgs: ['--expose-gc'] }).
 */
process.on('message', (request) => {
  if (request === 'cpu') return process.send?.({ cpu: process.cpuUsage() });
  if (request !== 'memory') return;
  // Twice: the first pass can leave objects that only become unreachable once finalizers ran.
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage(), cpu: process.cpuUsage() });
});
// The channel must not keep a stopping server alive.
process.channel?.unref();

await import('../../apps/api/src/main.ts');

export {};
