import type { PoolStatementWords } from './pool-statement-words.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const es: PoolStatementWords = {
  title: 'Extracto del bote de propinas',
  tipsAct:
    'Conservado para el registro que exige la ley británica Employment (Allocation of Tips) Act 2023: ' +
    'cómo se asignaron las propinas del equipo a este trabajador, con qué regla y en qué reparto. Cada ' +
    'reparto se guarda en el registro encadenado del equipo, donde lo identifica su huella.',
  teamCode: 'Código del equipo',
  period: 'Periodo',
  periodNote: 'días UTC, incluidos',
  generated: 'Emitido el',
  poolFrom: (from, to) => `Bote del equipo del ${from} al ${to} (UTC)`,
  poolEmpty: 'El bote no tuvo ni recibió nada.',
  summary: {
    opening: 'Saldo inicial',
    tips: 'Propinas',
    refunds: 'Reembolsos',
    sharedOut: 'Repartido',
    closing: 'Saldo final',
  },
  csvSummary: {
    opening: 'Bote: saldo inicial',
    tips: 'Bote: propinas',
    refunds: 'Bote: reembolsos',
    sharedOut: 'Bote: repartido',
    closing: 'Bote: saldo final',
  },
  tipCount: (count) => plural(count, 'propina', 'propinas'),
  refundCount: (count) => plural(count, 'reembolso', 'reembolsos'),
  runs: (seqs, count) => `${count === 1 ? 'Reparto' : 'Repartos'} ${seqs}`,
  noShareOut: 'Ningún reparto',
  columns: {
    run: 'N.º',
    runDate: 'Fecha (UTC)',
    period: 'Periodo (UTC)',
    policy: 'Regla',
    input: 'Tu base',
    poolShared: 'Bote repartido',
    share: 'Tu parte',
  },
  runHash: 'Huella',
  policies: {
    equal: 'Partes iguales',
    percent: 'Porcentajes fijos',
    hours: 'Horas trabajadas',
    points: 'Puntos por rol',
  },
  equalShare: 'Parte igual',
  hours: (hours) => `${hours} h`,
  points: (role, points) => `${role}: ${points} puntos`,
  noRole: 'Sin rol',
  total: 'Total',
  shares: (count) => plural(count, 'parte', 'partes'),
  noShares: 'Ninguna parte del bote en este periodo.',
  page: 'Página',
  csv: {
    team: 'Equipo',
    member: 'Miembro',
    run: 'Reparto',
    runDate: 'Fecha del reparto (UTC)',
    periodStart: 'Inicio del periodo (UTC)',
    periodEnd: 'Fin del periodo (UTC)',
    policy: 'Regla',
    input: 'Base del miembro',
    poolAmount: 'Importe del bote',
    count: 'Cantidad',
    shareAmount: 'Importe de la parte',
    currency: 'Moneda',
    runHash: 'Huella del reparto',
  },
};
