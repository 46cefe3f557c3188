import type { ChildProcess } from 'node:child_process';

export interface MemorySample {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
}

interface ProbeReply {
  memory?: NodeJS.MemoryUsage;
  cpu?: NodeJS.CpuUsage;
}

/** Asks a process started on bench/lib/api-memory-probe.ts and waits for its answer. */
function ask(child: ChildProcess, request: 'memory' | 'cpu'): Promise<ProbeReply> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`the API process did not answer '${request}'`));
    }, 10_000);
    const onMessage = (reply: unknown) => {
      const answer = reply as ProbeReply;
      if (!answer.cpu || (request === 'memory' && !answer.memory)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

/** The process's memory after a full GC. */
export async function memoryOf(child: ChildProcess): Promise<MemorySample> {
  const { memory } = await ask(child, 'memory');
  return {
    rssBytes: memory!.rss,
    heapUsedBytes: memory!.heapUsed,
    heapTotalBytes: memory!.heapTotal,
    externalBytes: memory!.external,
  };
}

/** CPU time (user + system) the process used since it started, in ms. */
export async function cpuMsOf(child: ChildProcess): Promise<number> {
  const { cpu } = await ask(child, 'cpu');
  return (cpu!.user + cpu!.system) / 1000;
}
