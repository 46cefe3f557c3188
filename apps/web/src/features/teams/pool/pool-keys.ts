/** Every query of one team's pool starts with this key, so a change asks them all again. */
export const poolKey = (teamId: string) => ['teams', 'pool', teamId] as const;

export const teamQuery = (teamId: string) => new URLSearchParams({ teamId }).toString();
