type Snapshot = Record<string, unknown> | null;

export interface ChangedKey {
  key: string;
  before: string | undefined;
  after: string | undefined;
}

const show = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** The keys whose value differs between before and after, in a stable order. */
export function changedKeys(before: Snapshot, after: Snapshot): ChangedKey[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .map((key) => ({ key, before: show(before?.[key]), after: show(after?.[key]) }))
    .filter((change) => change.before !== change.after);
}
