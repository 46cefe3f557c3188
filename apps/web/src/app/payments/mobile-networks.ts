/** The networks' own names (brands: the same in every language). */
const NETWORK_NAMES: Record<string, string> = {
  MPESA: 'M-Pesa',
  MTN: 'MTN MoMo',
  VODAFONE: 'Vodafone Cash',
  TIGO: 'Tigo Pesa',
  AIRTEL: 'Airtel Money',
  HALOPESA: 'HaloPesa',
  ZAMTEL: 'Zamtel Kwacha',
  ORANGE: 'Orange Money',
  WAVE: 'Wave',
};

export const networkName = (network: string) => NETWORK_NAMES[network] ?? network;
