import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { ROUTE_ACCESS, findRoute, redirectFor } from './routes.ts';

describe('route access table (SPEC 2)', () => {
  it('lists every path once', () => {
    const paths = ROUTE_ACCESS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps /Home (account) and /home (dashboard) apart: paths are case-sensitive', () => {
    expect(findRoute('/Home')?.path).toBe('/Home');
    expect(findRoute('/home')?.path).toBe('/home');
    expect(findRoute('/HOME')).toBeUndefined();
  });

  it('matches parameters and ignores a trailing slash', () => {
    expect(findRoute('/tip-receiver-details/AB12')?.path).toBe('/tip-receiver-details/:payeeCode');
    expect(findRoute('/tip-receiver-details/')).toBeUndefined();
    expect(findRoute('/login/')?.path).toBe('/login');
  });

  it('sends a visitor to /welcome and a signed-in user to /Home', () => {
    expect(redirectFor('/chat', 'user')).toBe('/welcome');
    expect(redirectFor('/login', 'tipGiver')).toBe('/Home');
    expect(redirectFor('/login', 'user')).toBeNull();
    expect(redirectFor('/no-such-page', 'user')).toBeNull();
  });

  it('lets every kind reach its own home, so a redirect never loops', () => {
    for (const role of ROLES) expect(redirectFor('/Home', role)).toBeNull();
    expect(redirectFor('/welcome', 'user')).toBeNull();
  });

  it('keeps team members out of the tipping flow but lets visitors in', () => {
    expect(redirectFor('/CalculateTip', 'teamMember')).toBe('/Home');
    expect(redirectFor('/CalculateTip', 'user')).toBeNull();
    expect(redirectFor('/CalculateTip', 'individualRole')).toBeNull();
  });

  it('applies the role lists of the other routes', () => {
    expect(redirectFor('/business-detail', 'businessUser')).toBeNull();
    expect(redirectFor('/business-detail', 'teamOwner')).toBe('/Home');
    expect(redirectFor('/teamMembers', 'teamAdmin')).toBeNull();
    expect(redirectFor('/stripe', 'tipGiver')).toBe('/Home');
    expect(redirectFor('/app-links', 'user')).toBeNull();
  });

  it("opens the team pool to whoever can be a team's accepted member, and to nobody else", () => {
    for (const kind of ['teamOwner', 'teamAdmin', 'teamMember', 'individualRole'] as const)
      expect(redirectFor('/teamPool', kind)).toBeNull();
    for (const kind of ['tipGiver', 'businessUser', 'tipReciever'] as const)
      expect(redirectFor('/teamPool', kind)).toBe('/Home');
    expect(redirectFor('/teamPool', 'user')).toBe('/welcome');
  });
});
