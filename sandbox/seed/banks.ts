import type { Bank } from "@/lib/contract";

/**
 * The sandbox's bank directory (GET /api/v2/banks). Colombian codes are the
 * four-digit ACH/PSE entity codes; Mexican codes are the three-digit bank
 * prefixes of a CLABE. Reference data, not stored: it never changes at run time.
 */
const CO: ReadonlyArray<readonly [code: string, name: string]> = [
  ["1001", "Banco de Bogotá"],
  ["1002", "Banco Popular"],
  ["1006", "Banco Itaú"],
  ["1007", "Bancolombia"],
  ["1009", "Citibank Colombia"],
  ["1012", "Banco GNB Sudameris"],
  ["1013", "BBVA Colombia"],
  ["1019", "Scotiabank Colpatria"],
  ["1023", "Banco de Occidente"],
  ["1032", "Banco Caja Social"],
  ["1040", "Banco Agrario de Colombia"],
  ["1051", "Banco Davivienda"],
  ["1052", "Banco AV Villas"],
  ["1053", "Banco W"],
  ["1059", "Bancamía"],
  ["1060", "Banco Pichincha"],
  ["1061", "Bancoomeva"],
  ["1062", "Banco Falabella"],
  ["1063", "Banco Finandina"],
  ["1065", "Banco Santander de Negocios Colombia"],
  ["1066", "Banco Cooperativo Coopcentral"],
  ["1069", "Banco Serfinanza"],
  ["1070", "Lulo Bank"],
  ["1283", "Cooperativa Financiera de Antioquia"],
  ["1292", "Confiar Cooperativa Financiera"],
  ["1370", "Coltefinanciera"],
  ["1507", "Nequi"],
  ["1551", "Daviplata"],
  ["1801", "Movii"],
  ["1809", "Nu Colombia"],
];

const MX: ReadonlyArray<readonly [code: string, name: string]> = [
  ["002", "Banamex"],
  ["006", "Bancomext"],
  ["009", "Banobras"],
  ["012", "BBVA México"],
  ["014", "Santander México"],
  ["021", "HSBC México"],
  ["030", "Banco del Bajío"],
  ["036", "Banco Inbursa"],
  ["042", "Banca Mifel"],
  ["044", "Scotiabank México"],
  ["058", "Banregio"],
  ["059", "Banco Invex"],
  ["062", "Banca Afirme"],
  ["072", "Banorte"],
  ["106", "Bank of America México"],
  ["113", "Banco Ve por Más"],
  ["127", "Banco Azteca"],
  ["130", "Banco Compartamos"],
  ["132", "Banco Multiva"],
  ["133", "Banco Actinver"],
  ["137", "BanCoppel"],
  ["140", "Consubanco"],
  ["143", "CIBanco"],
  ["166", "Banco del Bienestar"],
  ["638", "Nu México"],
  ["646", "STP"],
  ["722", "Mercado Pago W"],
];

const toBanks = (countryCode: string, list: ReadonlyArray<readonly [string, string]>): Bank[] =>
  list.map(([code, name]) => ({ code, name, countryCode }));

export const BANKS: readonly Bank[] = [...toBanks("CO", CO), ...toBanks("MX", MX)];
export const BANK_COUNTRY_CODES = ["CO", "MX"] as const;
export const COLOMBIAN_BANKS = BANKS.filter((b) => b.countryCode === "CO");
