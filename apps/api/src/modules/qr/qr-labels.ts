import { existsSync } from 'node:fs';

export interface CardLabels {
  title: string;
  scanToTip: string;
  uniqueId: string;
  /** A font file able to write these labels; undefined for the built-in Latin fonts. */
  font?: string;
}

/** The printed card speaks the receiver's language (SPEC 1 languages). */
const LABELS: Record<string, CardLabels> = {
  en: { title: 'OpenTip QR code', scanToTip: 'Scan to leave a tip', uniqueId: 'Unique ID' },
  fr: {
    title: 'Code QR OpenTip',
    scanToTip: 'Scannez pour laisser un pourboire',
    uniqueId: 'Identifiant unique',
  },
  es: { title: 'Código QR de OpenTip', scanToTip: 'Escanea para dejar una propina', uniqueId: 'ID único' },
  it: { title: 'Codice QR OpenTip', scanToTip: 'Inquadra per lasciare una mancia', uniqueId: 'ID univoco' },
  de: { title: 'OpenTip-QR-Code', scanToTip: 'Scannen und Trinkgeld geben', uniqueId: 'Eindeutige ID' },
  ar: {
    title: 'رمز OpenTip',
    scanToTip: 'امسح الرمز لتقديم إكرامية',
    uniqueId: 'المعرّف الفريد',
    font: '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  },
};

/** Labels in the language asked for, in English when unknown or when no font here can write them. */
export function cardLabels(language: string): CardLabels {
  const labels = LABELS[language] ?? LABELS.en!;
  if (labels.font && !existsSync(labels.font)) return LABELS.en!;
  return labels;
}
