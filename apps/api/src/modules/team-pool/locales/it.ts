import type { PoolStatementWords } from './pool-statement-words.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const it: PoolStatementWords = {
  title: 'Estratto del fondo mance',
  tipsAct:
    'Conservato per la tenuta dei registri prevista dalla legge britannica Employment (Allocation of ' +
    'Tips) Act 2023: come le mance della squadra sono state assegnate a questo lavoratore, con quale regola e ' +
    'in quale ripartizione. Ogni ripartizione è conservata nel registro concatenato della squadra, dove la ' +
    'identifica la sua impronta.',
  teamCode: 'Codice della squadra',
  period: 'Periodo',
  periodNote: 'giorni UTC, inclusi',
  generated: 'Emesso il',
  poolFrom: (from, to) => `Fondo della squadra dal ${from} al ${to} (UTC)`,
  poolEmpty: 'Il fondo non ha contenuto né ricevuto nulla.',
  summary: {
    opening: 'Saldo iniziale',
    tips: 'Mance',
    refunds: 'Rimborsi',
    sharedOut: 'Ripartito',
    closing: 'Saldo finale',
  },
  csvSummary: {
    opening: 'Fondo: saldo iniziale',
    tips: 'Fondo: mance',
    refunds: 'Fondo: rimborsi',
    sharedOut: 'Fondo: ripartito',
    closing: 'Fondo: saldo finale',
  },
  tipCount: (count) => plural(count, 'mancia', 'mance'),
  refundCount: (count) => plural(count, 'rimborso', 'rimborsi'),
  runs: (seqs, count) => `${count === 1 ? 'Ripartizione' : 'Ripartizioni'} ${seqs}`,
  noShareOut: 'Nessuna ripartizione',
  columns: {
    run: 'N.',
    runDate: 'Data (UTC)',
    period: 'Periodo (UTC)',
    policy: 'Regola',
    input: 'La tua base',
    poolShared: 'Fondo ripartito',
    share: 'La tua quota',
  },
  runHash: 'Impronta',
  policies: {
    equal: 'Quote uguali',
    percent: 'Percentuali fisse',
    hours: 'Ore lavorate',
    points: 'Punti per ruolo',
  },
  equalShare: 'Quota uguale',
  hours: (hours) => `${hours} h`,
  points: (role, points) => `${role}: ${points} punti`,
  noRole: 'Nessun ruolo',
  total: 'Totale',
  shares: (count) => plural(count, 'quota', 'quote'),
  noShares: 'Nessuna quota del fondo in questo periodo.',
  page: 'Pagina',
  csv: {
    team: 'Squadra',
    member: 'Membro',
    run: 'Ripartizione',
    runDate: 'Data della ripartizione (UTC)',
    periodStart: 'Inizio periodo (UTC)',
    periodEnd: 'Fine periodo (UTC)',
    policy: 'Regola',
    input: 'Base del membro',
    poolAmount: 'Importo del fondo',
    count: 'Numero',
    shareAmount: 'Importo della quota',
    currency: 'Valuta',
    runHash: 'Impronta della ripartizione',
  },
};
