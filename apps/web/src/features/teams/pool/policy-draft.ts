import type { MessageKey } from '@opentip/shared/messages';
import { isMessageKey } from '@opentip/shared/messages';
import {
  MAX_HOURS_HUNDREDTHS,
  poolPolicyBody,
  type HoursSource,
  type PoolFrequency,
  type PoolMemberInput,
  type PoolPolicy,
  type PoolPolicyBody,
  type PoolPolicyKind,
  type PoolPolicyMember,
} from '@opentip/shared/schemas/team-pool.schema';
import { ApiError } from '@/app/api/api-client';
import { hundredthsText, parseHundredths } from './pool-numbers';

/** A role as typed: its points are text until saved; the key survives renaming. */
export interface RoleDraft {
  key: string;
  name: string;
  points: string;
}

/** One member's inputs as typed, for every kind, so switching kinds loses nothing. */
export interface MemberDraft {
  percent: string;
  hours: string;
  roleKey: string;
}

export interface PolicyDraft {
  kind: PoolPolicyKind;
  frequency: PoolFrequency;
  /** An hours policy: typed below, or counted from clock-ins at stations. */
  hoursSource: HoursSource;
  roles: RoleDraft[];
  members: Record<string, MemberDraft>;
}

/** Field errors by the body's dotted path (`members.2.percentBps`), plus `percentTotal`. */
export type FieldErrors = ReadonlyMap<string, MessageKey>;

export const EMPTY_MEMBER: MemberDraft = { percent: '', hours: '', roleKey: '' };

let keySerial = 0;
export const newRoleKey = () => `role-${++keySerial}`;

export function draftOf(policy: PoolPolicy, separator: string): PolicyDraft {
  const roles = policy.roles.map((role) => ({
    key: newRoleKey(),
    name: role.name,
    points: String(role.points),
  }));
  const members: Record<string, MemberDraft> = {};
  for (const member of policy.members) {
    members[member.userId] = {
      percent: member.percentBps === null ? '' : hundredthsText(member.percentBps, separator),
      hours: member.hoursHundredths === null ? '' : hundredthsText(member.hoursHundredths, separator),
      roleKey: roles.find((role) => role.name === member.role)?.key ?? '',
    };
  }
  return { kind: policy.kind, frequency: policy.frequency, hoursSource: policy.hoursSource, roles, members };
}

/** The percentages typed, in basis points, when every one of them reads as a number. */
export function percentTotal(draft: PolicyDraft, members: readonly PoolPolicyMember[]): number | undefined {
  let total = 0;
  for (const { userId } of members) {
    const value = parseHundredths(draft.members[userId]?.percent ?? '');
    if (value === undefined) return undefined;
    total += value ?? 0;
  }
  return total;
}

/** One typed value: refused where the kind uses it, else kept only when the server would take it. */
function hundredths(text: string, max: number, shown: boolean, onBad: () => void): number | undefined {
  const value = parseHundredths(text);
  const valid = value !== undefined && value !== null && value <= max;
  if (shown && value !== null && !valid) onBad();
  return valid ? value : undefined;
}

/**
 * The PUT /teams/pool/policy body of a draft, or the fields to correct: checked with the shared
 * schema the server uses, plus what it checks beyond it (percentages adding up, unique roles).
 */
export function bodyOf(
  teamId: string,
  draft: PolicyDraft,
  members: readonly PoolPolicyMember[],
): { body: PoolPolicyBody } | { errors: FieldErrors } {
  const errors = new Map<string, MessageKey>();
  const { kind } = draft;
  const seen = new Set<string>();
  const roles = draft.roles.map((role, index) => {
    const name = role.name.trim();
    if (name && seen.has(name.toLowerCase())) errors.set(`roles.${index}.name`, 'poolRoleDuplicate');
    seen.add(name.toLowerCase());
    const points = /^\d{1,7}$/.test(role.points.trim()) ? Number(role.points.trim()) : Number.NaN;
    return { name, points };
  });
  const inputs = members.map(({ userId }, index): PoolMemberInput => {
    const typed = draft.members[userId] ?? EMPTY_MEMBER;
    const percentBps = hundredths(typed.percent, 10_000, kind === 'percent', () =>
      errors.set(`members.${index}.percentBps`, 'poolPercentInvalid'),
    );
    const typedHours = kind === 'hours' && draft.hoursSource === 'typed';
    const hoursHundredths = hundredths(typed.hours, MAX_HOURS_HUNDREDTHS, typedHours, () =>
      errors.set(`members.${index}.hoursHundredths`, 'poolHoursInvalid'),
    );
    const role = draft.roles.find((r) => r.key === typed.roleKey)?.name.trim() || undefined;
    return { userId, percentBps, hoursHundredths, role };
  });
  if (kind === 'percent' && errors.size === 0) {
    const total = inputs.reduce((sum, input) => sum + (input.percentBps ?? 0), 0);
    if (total !== 10_000) errors.set('percentTotal', 'poolPercentTotal');
  }
  const body = {
    teamId,
    kind,
    frequency: draft.frequency,
    hoursSource: draft.hoursSource,
    roles,
    members: inputs,
  };
  const parsed = poolPolicyBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!errors.has(path)) errors.set(path, isMessageKey(issue.message) ? issue.message : 'invalidRequest');
    }
  return errors.size > 0 || !parsed.success ? { errors } : { body: parsed.data };
}

/** Refusals the server gives without naming a field, and the field they concern. */
const FIELD_OF_CODE: Record<string, { path: string; key: MessageKey }> = {
  POOL_PERCENT_TOTAL: { path: 'percentTotal', key: 'poolPercentTotal' },
};

/** The paths the form shows an error beside. */
const FORM_FIELD = /^(?:(?:members|roles)\.\d+\.\w+|kind|frequency|percentTotal)$/;

/** The fields a refused save points at; what concerns no field is left for the form's notice. */
export function serverErrors(error: unknown): { fields: FieldErrors; general: boolean } {
  const fields = new Map<string, MessageKey>();
  if (!(error instanceof ApiError)) return { fields, general: true };
  for (const detail of error.details)
    if (detail.path && !fields.has(detail.path))
      fields.set(detail.path, isMessageKey(detail.key) ? detail.key : 'invalidRequest');
  const byCode = FIELD_OF_CODE[error.code];
  if (byCode) fields.set(byCode.path, byCode.key);
  return { fields, general: ![...fields.keys()].some((path) => FORM_FIELD.test(path)) };
}
