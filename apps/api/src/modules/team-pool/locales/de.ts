import type { PoolStatementWords } from './pool-statement-words.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const de: PoolStatementWords = {
  title: 'Trinkgeldpool-Auszug',
  tipsAct:
    'Aufbewahrt für die Aufzeichnungspflicht nach dem britischen Employment (Allocation of Tips) Act 2023: ' +
    'wie die Trinkgelder des Teams dieser Arbeitskraft zugeteilt wurden, nach welcher Regel und in welcher ' +
    'Ausschüttung. Jede Ausschüttung steht im verketteten Protokoll des Teams, wo ihr Hash sie ausweist.',
  teamCode: 'Teamcode',
  period: 'Zeitraum',
  periodNote: 'UTC-Tage, einschließlich',
  generated: 'Erstellt am',
  poolFrom: (from, to) => `Teampool vom ${from} bis ${to} (UTC)`,
  poolEmpty: 'Der Pool enthielt nichts und erhielt nichts.',
  summary: {
    opening: 'Anfangsbestand',
    tips: 'Trinkgelder',
    refunds: 'Erstattungen',
    sharedOut: 'Ausgeschüttet',
    closing: 'Endbestand',
  },
  csvSummary: {
    opening: 'Pool: Anfangsbestand',
    tips: 'Pool: Trinkgelder',
    refunds: 'Pool: Erstattungen',
    sharedOut: 'Pool: ausgeschüttet',
    closing: 'Pool: Endbestand',
  },
  tipCount: (count) => plural(count, 'Trinkgeld', 'Trinkgelder'),
  refundCount: (count) => plural(count, 'Erstattung', 'Erstattungen'),
  runs: (seqs, count) => `${count === 1 ? 'Ausschüttung' : 'Ausschüttungen'} ${seqs}`,
  noShareOut: 'Keine Ausschüttung',
  columns: {
    run: 'Nr.',
    runDate: 'Datum (UTC)',
    period: 'Zeitraum (UTC)',
    policy: 'Regel',
    input: 'Deine Basis',
    poolShared: 'Ausgeschüttet',
    share: 'Dein Anteil',
  },
  runHash: 'Hash',
  policies: {
    equal: 'Gleiche Anteile',
    percent: 'Feste Prozente',
    hours: 'Gearbeitete Stunden',
    points: 'Punkte pro Rolle',
  },
  equalShare: 'Gleicher Anteil',
  hours: (hours) => `${hours} Std.`,
  points: (role, points) => `${role}: ${points} Punkte`,
  noRole: 'Keine Rolle',
  total: 'Summe',
  shares: (count) => plural(count, 'Anteil', 'Anteile'),
  noShares: 'Keine Poolanteile in diesem Zeitraum.',
  page: 'Seite',
  csv: {
    team: 'Team',
    member: 'Mitglied',
    run: 'Ausschüttung',
    runDate: 'Datum der Ausschüttung (UTC)',
    periodStart: 'Beginn des Zeitraums (UTC)',
    periodEnd: 'Ende des Zeitraums (UTC)',
    policy: 'Regel',
    input: 'Basis des Mitglieds',
    poolAmount: 'Poolbetrag',
    count: 'Anzahl',
    shareAmount: 'Anteil',
    currency: 'Währung',
    runHash: 'Hash der Ausschüttung',
  },
};
