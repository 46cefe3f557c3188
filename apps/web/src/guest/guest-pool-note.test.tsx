import { describe, expect, it, vi } from 'vitest';
import type { PoolNote } from '@opentip/shared/schemas/team-pool.schema';
import { makePayeeDetails } from '@test/fixtures';
import { makeGuestInput } from '@test/guest-fixtures';
import { renderGuestPage } from './guest-server';

// The guest graph as vite.guest.config.ts builds it: our small stand-ins, not the libraries.
vi.mock('react-i18next', () => import('./i18n/react-i18next-lite'));
vi.mock('i18next', () => import('./i18n/i18next-lite'));
vi.mock('react-router', () => import('./guest-router-lite'));

const TEAM = 'Sunset Hotel Housekeeping';

/** The pool note as the guest page's server renders it, text only. */
function noteOf(pool: Partial<PoolNote>, language = 'en'): string {
  const payee = makePayeeDetails({
    username: 'sunset.housekeeping',
    pool: { kind: 'equal', team: TEAM, memberCount: 0, members: [], ...pool },
  });
  const html = renderGuestPage(makeGuestInput({ payee, language })).rootHtml;
  const note = /data-testid="pool-note"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return note.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

describe("the guest page says who shares a team's tip, in words a guest reads right", () => {
  it('names the one member who shares it, not "the only member" of the owner', () => {
    const text = noteOf({ memberCount: 1, members: ['ali.housekeeping'] });
    expect(text).toBe(`Your tip goes to the pool of ${TEAM}, and from there to ali.housekeeping.`);
    expect(text).not.toContain('only member');
  });

  it('names two or three, counts more, and says when nobody shares yet', () => {
    expect(noteOf({ kind: 'hours', memberCount: 2, members: ['ali', 'bea'] })).toBe(
      `Your tip goes to the pool of ${TEAM}, shared between ali and bea — by hours worked.`,
    );
    expect(noteOf({ memberCount: 5 })).toBe(
      `Your tip goes to the pool of ${TEAM}, shared between 5 team members — equally.`,
    );
    expect(noteOf({ memberCount: 0 })).toBe(
      `Your tip goes to the pool of ${TEAM}. It stays there until team members join to share it.`,
    );
  });

  it('reads in Arabic with its plural forms', () => {
    expect(noteOf({ memberCount: 1, members: ['ali'] }, 'ar')).toBe(
      `تذهب إكراميتك إلى صندوق ${TEAM}، ومنه إلى ali.`,
    );
    expect(noteOf({ memberCount: 11, kind: 'points' }, 'ar')).toBe(
      `تذهب إكراميتك إلى صندوق ${TEAM}، وتُقسَم بين 11 عضوًا في الفريق — حسب نقاط كل دور.`,
    );
  });
});
