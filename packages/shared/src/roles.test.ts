import { describe, expect, it } from 'vitest';
import { deriveRole } from './roles.ts';

describe('deriveRole (SPEC 6)', () => {
  it('a payer is a tip giver whatever else is set', () => {
    expect(deriveRole({ userType: 'payer', accountType: 'business', isTeamOwner: true })).toBe('tipGiver');
  });
  it('a team admin flag comes before the account type', () => {
    expect(deriveRole({ userType: 'payee', isTeamAdmin: true, accountType: 'teamMember' })).toBe('teamAdmin');
  });
  it('business, individual and team member account types', () => {
    expect(deriveRole({ userType: 'payee', accountType: 'business' })).toBe('businessUser');
    expect(deriveRole({ userType: 'payee', accountType: 'individual' })).toBe('individualRole');
    expect(deriveRole({ userType: 'payee', accountType: 'teamMember' })).toBe('teamMember');
  });
  it('a team owner without one of those account types', () => {
    expect(deriveRole({ userType: 'payee', accountType: 'team', isTeamOwner: true })).toBe('teamOwner');
  });
  it('a payee with nothing else is a tip receiver', () => {
    expect(deriveRole({ userType: 'payee' })).toBe('tipReciever');
  });
  it('no user type at all is the platform admin', () => {
    expect(deriveRole({})).toBe('admin');
  });
  it("the team record's admin flag overrides every other branch", () => {
    expect(deriveRole({ userType: 'payer', userTeam: { isteamAdmin: true } })).toBe('teamAdmin');
    expect(
      deriveRole({ userType: 'payee', accountType: 'teamMember', userTeam: { isteamAdmin: true } }),
    ).toBe('teamAdmin');
    expect(
      deriveRole({ userType: 'payee', accountType: 'teamMember', userTeam: { isteamAdmin: false } }),
    ).toBe('teamMember');
  });
});
