/** SPEC 1: the kinds of service provider a receiver registers as. */
export const OCCUPATIONS = [
  'server',
  'banquetServer',
  'caddie',
  'tourGuide',
  'housekeeping',
  'architect',
  'concierge',
  'baggagePorter',
  'roomService',
  'other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const BUSINESS_TYPES = ['generalPartnership', 'corporation', 'others'] as const;
export const REVENUE_TYPES = ['under100k', '100kTo1m', '1mTo10m', 'over10m'] as const;

export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'it', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
