import type { SessionUser } from '@opentip/shared/schemas/user.schema';

/** Which team a manager's screen is about: the link's `teamCode`, else the session's active team. */
export type TeamRef = { teamCode: string } | { teamId: string };

export function teamRefOf(search: URLSearchParams, user: SessionUser | undefined): TeamRef | null {
  const code = search.get('teamCode')?.trim();
  if (code) return { teamCode: code };
  return user?.teamId ? { teamId: user.teamId } : null;
}

export function refQuery(ref: TeamRef): string {
  return new URLSearchParams(ref).toString();
}
