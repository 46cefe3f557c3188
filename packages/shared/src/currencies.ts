import type { CardRail } from './payment-rails.ts';

/**
 * ISO 4217 currencies: code, minor units (decimal places of the smallest unit) and English name,
 * with the payment providers that accept each one as a charge currency.
 */
export interface Currency {
  code: string;
  name: string;
  minorUnits: number;
  providers: readonly PaymentProviderName[];
}
export type PaymentProviderName = CardRail;

// code, minor units, name
const ISO_4217 = `AED 2 UAE Dirham
AFN 2 Afghan Afghani
ALL 2 Albanian Lek
AMD 2 Armenian Dram
ANG 2 Netherlands Antillean Guilder
AOA 2 Angolan Kwanza
ARS 2 Argentine Peso
AUD 2 Australian Dollar
AWG 2 Aruban Florin
AZN 2 Azerbaijani Manat
BAM 2 Bosnia-Herzegovina Convertible Mark
BBD 2 Barbados Dollar
BDT 2 Bangladeshi Taka
BGN 2 Bulgarian Lev
BHD 3 Bahraini Dinar
BIF 0 Burundian Franc
BMD 2 Bermudian Dollar
BND 2 Brunei Dollar
BOB 2 Bolivian Boliviano
BRL 2 Brazilian Real
BSD 2 Bahamian Dollar
BTN 2 Bhutanese Ngultrum
BWP 2 Botswana Pula
BYN 2 Belarusian Ruble
BZD 2 Belize Dollar
CAD 2 Canadian Dollar
CDF 2 Congolese Franc
CHF 2 Swiss Franc
CLP 0 Chilean Peso
CNY 2 Chinese Yuan
COP 2 Colombian Peso
CRC 2 Costa Rican Colon
CUP 2 Cuban Peso
CVE 2 Cape Verdean Escudo
CZK 2 Czech Koruna
DJF 0 Djiboutian Franc
DKK 2 Danish Krone
DOP 2 Dominican Peso
DZD 2 Algerian Dinar
EGP 2 Egyptian Pound
ERN 2 Eritrean Nakfa
ETB 2 Ethiopian Birr
EUR 2 Euro
FJD 2 Fiji Dollar
FKP 2 Falkland Islands Pound
GBP 2 Pound Sterling
GEL 2 Georgian Lari
GHS 2 Ghanaian Cedi
GIP 2 Gibraltar Pound
GMD 2 Gambian Dalasi
GNF 0 Guinean Franc
GTQ 2 Guatemalan Quetzal
GYD 2 Guyanese Dollar
HKD 2 Hong Kong Dollar
HNL 2 Honduran Lempira
HTG 2 Haitian Gourde
HUF 2 Hungarian Forint
IDR 2 Indonesian Rupiah
ILS 2 Israeli New Shekel
INR 2 Indian Rupee
IQD 3 Iraqi Dinar
IRR 2 Iranian Rial
ISK 0 Icelandic Krona
JMD 2 Jamaican Dollar
JOD 3 Jordanian Dinar
JPY 0 Japanese Yen
KES 2 Kenyan Shilling
KGS 2 Kyrgyzstani Som
KHR 2 Cambodian Riel
KMF 0 Comorian Franc
KPW 2 North Korean Won
KRW 0 South Korean Won
KWD 3 Kuwaiti Dinar
KYD 2 Cayman Islands Dollar
KZT 2 Kazakhstani Tenge
LAK 2 Lao Kip
LBP 2 Lebanese Pound
LKR 2 Sri Lankan Rupee
LRD 2 Liberian Dollar
LSL 2 Lesotho Loti
LYD 3 Libyan Dinar
MAD 2 Moroccan Dirham
MDL 2 Moldovan Leu
MGA 2 Malagasy Ariary
MKD 2 Macedonian Denar
MMK 2 Myanmar Kyat
MNT 2 Mongolian Tugrik
MOP 2 Macanese Pataca
MRU 2 Mauritanian Ouguiya
MUR 2 Mauritian Rupee
MVR 2 Maldivian Rufiyaa
MWK 2 Malawian Kwacha
MXN 2 Mexican Peso
MYR 2 Malaysian Ringgit
MZN 2 Mozambican Metical
NAD 2 Namibian Dollar
NGN 2 Nigerian Naira
NIO 2 Nicaraguan Cordoba
NOK 2 Norwegian Krone
NPR 2 Nepalese Rupee
NZD 2 New Zealand Dollar
OMR 3 Omani Rial
PAB 2 Panamanian Balboa
PEN 2 Peruvian Sol
PGK 2 Papua New Guinean Kina
PHP 2 Philippine Peso
PKR 2 Pakistani Rupee
PLN 2 Polish Zloty
PYG 0 Paraguayan Guarani
QAR 2 Qatari Riyal
RON 2 Romanian Leu
RSD 2 Serbian Dinar
RUB 2 Russian Ruble
RWF 0 Rwandan Franc
SAR 2 Saudi Riyal
SBD 2 Solomon Islands Dollar
SCR 2 Seychellois Rupee
SDG 2 Sudanese Pound
SEK 2 Swedish Krona
SGD 2 Singapore Dollar
SHP 2 Saint Helena Pound
SLE 2 Sierra Leonean Leone
SOS 2 Somali Shilling
SRD 2 Surinamese Dollar
SSP 2 South Sudanese Pound
STN 2 Sao Tome and Principe Dobra
SVC 2 Salvadoran Colon
SYP 2 Syrian Pound
SZL 2 Eswatini Lilangeni
THB 2 Thai Baht
TJS 2 Tajikistani Somoni
TMT 2 Turkmenistan Manat
TND 3 Tunisian Dinar
TOP 2 Tongan Paanga
TRY 2 Turkish Lira
TTD 2 Trinidad and Tobago Dollar
TWD 2 New Taiwan Dollar
TZS 2 Tanzanian Shilling
UAH 2 Ukrainian Hryvnia
UGX 0 Ugandan Shilling
USD 2 US Dollar
UYU 2 Uruguayan Peso
UZS 2 Uzbekistani Som
VES 2 Venezuelan Bolivar
VND 0 Vietnamese Dong
VUV 0 Vanuatu Vatu
WST 2 Samoan Tala
XAF 0 Central African CFA Franc
XCD 2 East Caribbean Dollar
XOF 0 West African CFA Franc
XPF 0 CFP Franc
YER 2 Yemeni Rial
ZAR 2 South African Rand
ZMW 2 Zambian Kwacha
ZWG 2 Zimbabwe Gold`;

// Stripe's charge currencies (its "supported currencies" list) that are in the table above.
const STRIPE = new Set(
  `USD AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BWP BYN BZD CAD
CDF CHF CLP CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GIP GMD GNF GTQ GYD HKD HNL HTG
HUF IDR ILS INR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT
MOP MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR
SBD SCR SEK SGD SHP SLE SOS SRD SZL THB TJS TND TOP TRY TTD TWD TZS UAH UGX UYU UZS VND VUV WST XAF XCD XOF
XPF YER ZAR ZMW`.split(/\s+/),
);

export const CURRENCIES: readonly Currency[] = ISO_4217.split('\n').map((line) => {
  const [code = '', minor = '2', ...name] = line.split(' ');
  const providers: PaymentProviderName[] = STRIPE.has(code) ? ['sandbox', 'stripe'] : ['sandbox'];
  return { code, minorUnits: Number(minor), name: name.join(' '), providers };
});

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

export function isCurrencyCode(code: string): boolean {
  return BY_CODE.has(code);
}

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export const DEFAULT_CURRENCY = 'USD';
