import type { PoolStatementWords } from './pool-statement-words.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

export const fr: PoolStatementWords = {
  title: 'Relevé de la cagnotte des pourboires',
  tipsAct:
    'Conservé pour la tenue des registres prévue par la loi britannique Employment (Allocation of Tips) ' +
    "Act 2023 : comment les pourboires de l'équipe ont été attribués à ce salarié, selon quelle règle et " +
    "dans quelle répartition. Chaque répartition est conservée dans le journal chaîné de l'équipe, où " +
    "l'empreinte de la répartition l'identifie.",
  teamCode: "Code de l'équipe",
  period: 'Période',
  periodNote: 'jours UTC, inclus',
  generated: 'Établi le',
  poolFrom: (from, to) => `Cagnotte de l'équipe du ${from} au ${to} (UTC)`,
  poolEmpty: "La cagnotte n'a rien contenu ni rien reçu.",
  summary: {
    opening: "Solde d'ouverture",
    tips: 'Pourboires',
    refunds: 'Remboursements',
    sharedOut: 'Réparti',
    closing: 'Solde de clôture',
  },
  csvSummary: {
    opening: "Cagnotte : solde d'ouverture",
    tips: 'Cagnotte : pourboires',
    refunds: 'Cagnotte : remboursements',
    sharedOut: 'Cagnotte : réparti',
    closing: 'Cagnotte : solde de clôture',
  },
  tipCount: (count) => plural(count, 'pourboire', 'pourboires'),
  refundCount: (count) => plural(count, 'remboursement', 'remboursements'),
  runs: (seqs, count) => `${count === 1 ? 'Répartition' : 'Répartitions'} ${seqs}`,
  noShareOut: 'Aucune répartition',
  columns: {
    run: 'N°',
    runDate: 'Date (UTC)',
    period: 'Période (UTC)',
    policy: 'Règle',
    input: 'Votre base',
    poolShared: 'Cagnotte répartie',
    share: 'Votre part',
  },
  runHash: 'Empreinte',
  policies: {
    equal: 'Parts égales',
    percent: 'Pourcentages fixes',
    hours: 'Heures travaillées',
    points: 'Points par rôle',
  },
  equalShare: 'Part égale',
  hours: (hours) => `${hours} h`,
  points: (role, points) => `${role} : ${points} points`,
  noRole: 'Sans rôle',
  total: 'Total',
  shares: (count) => plural(count, 'part', 'parts'),
  noShares: 'Aucune part de cagnotte sur cette période.',
  page: 'Page',
  csv: {
    team: 'Équipe',
    member: 'Membre',
    run: 'Répartition',
    runDate: 'Date de la répartition (UTC)',
    periodStart: 'Début de période (UTC)',
    periodEnd: 'Fin de période (UTC)',
    policy: 'Règle',
    input: 'Base du membre',
    poolAmount: 'Montant de la cagnotte',
    count: 'Nombre',
    shareAmount: 'Montant de la part',
    currency: 'Devise',
    runHash: 'Empreinte de la répartition',
  },
};
