/**
 * Whole COP amounts spelled out, so the operator reads back what they typed
 * ("1.500.000" → "un millón quinientos mil pesos") before money moves.
 * Spanish follows Colombian usage: long scale (mil millones, billón), "un" before a
 * noun (veintiún mil, un millón), "de pesos" after a round million.
 */

const ES_UNITS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];
const ES_TEENS = [
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
];
const ES_TWENTIES = [
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const ES_TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const ES_HUNDREDS = [
  "",
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

/** `apocope`: the number stands before a noun, so a final "uno" becomes "un". */
function esBelow100(n: number, apocope: boolean): string {
  if (n === 1 && apocope) return "un";
  if (n < 10) return ES_UNITS[n] ?? "";
  if (n < 20) return ES_TEENS[n - 10] ?? "";
  if (n === 21 && apocope) return "veintiún";
  if (n < 30) return ES_TWENTIES[n - 20] ?? "";
  const unit = n % 10;
  const tens = ES_TENS[Math.floor(n / 10)] ?? "";
  return unit === 0 ? tens : `${tens} y ${esBelow100(unit, apocope)}`;
}

function esBelow1000(n: number, apocope: boolean): string {
  if (n === 100) return "cien";
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = ES_HUNDREDS[hundreds] ?? "";
  if (rest === 0) return head;
  return head ? `${head} ${esBelow100(rest, apocope)}` : esBelow100(rest, apocope);
}

function esScale(n: number, size: number, one: string, many: string, apocope: boolean): string {
  const count = Math.floor(n / size);
  const rest = n % size;
  const head = count === 1 ? one : `${spellSpanish(count, true)} ${many}`;
  return rest === 0 ? head : `${head} ${spellSpanish(rest, apocope)}`;
}

export function spellSpanish(n: number, apocope = false): string {
  if (n < 1000) return n === 0 ? "cero" : esBelow1000(n, apocope);
  if (n < 1e6) return esScale(n, 1000, "mil", "mil", apocope);
  if (n < 1e12) return esScale(n, 1e6, "un millón", "millones", apocope);
  return esScale(n, 1e12, "un billón", "billones", apocope);
}

const EN_SMALL = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const EN_SCALES: Array<[number, string]> = [
  [1e12, "trillion"],
  [1e9, "billion"],
  [1e6, "million"],
  [1e3, "thousand"],
];

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${EN_SMALL[hundreds]} hundred`);
  if (rest >= 20)
    parts.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_SMALL[rest % 10]}` : (EN_TENS[rest / 10] ?? ""));
  else if (rest > 0) parts.push(EN_SMALL[rest] ?? "");
  return parts.join(" ");
}

export function spellEnglish(n: number): string {
  if (n === 0) return "zero";
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of EN_SCALES) {
    if (rest >= size) {
      parts.push(`${spellEnglish(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(enBelow1000(rest));
  return parts.join(" ");
}

/** Largest amount spelled out; beyond it the figure alone is shown. */
export const MAX_SPELLED = 999_999_999_999_999;

/** The amount in words with its currency noun, or null for what is not a whole positive amount. */
export function copAmountInWords(amount: number, locale: "es" | "en"): string | null {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_SPELLED) return null;
  if (locale === "en") return `${spellEnglish(amount)} ${amount === 1 ? "peso" : "pesos"}`;
  const words = spellSpanish(amount, true);
  if (amount === 1) return `${words} peso`;
  // "un millón de pesos", but "un millón quinientos mil pesos".
  return /(millón|millones|billón|billones)$/.test(words) ? `${words} de pesos` : `${words} pesos`;
}
