const DEADLOCK_DETECTED = '40P01';

/**
 * Runs an idempotent statement again when PostgreSQL broke a deadlock by failing it: two instances
 * starting at once on a new database both create pg-boss's queues (and their tables), and one of
 * them is chosen as the victim. Any other error is thrown at once.
 */
export async function retryOnDeadlock<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * i + Math.random() * 100));
    }
  }
}
