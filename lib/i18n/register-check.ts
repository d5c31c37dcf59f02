/**
 * Pure checks behind the Spanish catalog test: the catalog speaks to the operator as "usted"
 * throughout, and leaves no English word untranslated. Kept apart from the test so the test
 * can prove each check catches a broken message.
 */
import { flattenMessages } from "./catalog-check";

/** Words only the "tú" register uses: its pronouns and its second-person verb forms. */
const TU_WORDS = new Set([
  "tú",
  "tu",
  "tus",
  "te",
  "ti",
  "contigo",
  "tuyo",
  "tuya",
  "tienes",
  "puedes",
  "eres",
  "estás",
  "quieres",
  "necesitas",
  "debes",
  "has",
  "sabes",
  "verás",
  "podrás",
  "tendrás",
  "guardaste",
  "usaste",
  "abriste",
  "escribiste",
  "elegiste",
  "hiciste",
  "pediste",
  "iniciaste",
  "configuraste",
  "cambiaste",
  "enviaste",
  "recibiste",
  "intentaste",
  // Its subjunctive ("hasta que confirmes", "lo que necesites"): "usted" says confirme, necesite.
  "confirmes",
  "necesites",
  "quieras",
  "puedas",
  "tengas",
  "sepas",
  "hayas",
  "guardes",
  "envíes",
  "elijas",
  "escribas",
  "vuelvas",
]);

/**
 * "tú" imperatives (which "usted" writes as revise, intente, escriba…). Several read like a
 * third-person verb too ("el sistema revisa", "y espera su respuesta"), so they count only where
 * an instruction starts: at the start of the message or of a sentence. "Activa" (a status) and
 * "Recarga" (the noun) are left out for the same reason.
 */
const TU_IMPERATIVES = new Set([
  "revisa",
  "intenta",
  "inténtalo",
  "escribe",
  "elige",
  "abre",
  "ábrelo",
  "cierra",
  "confirma",
  "ingresa",
  "inicia",
  "usa",
  "pide",
  "pídele",
  "cambia",
  "guarda",
  "guárdalo",
  "guárdalos",
  "selecciona",
  "añade",
  "agrega",
  "borra",
  "elimina",
  "busca",
  "pulsa",
  "pega",
  "comprueba",
  "quita",
  "desactiva",
  "escanea",
  "introduce",
  "reintenta",
  "cancela",
  "envía",
  "aprueba",
  "rechaza",
  "asigna",
  "mira",
  "llama",
  "sigue",
  "avisa",
  "actualiza",
  "continúa",
  "sube",
  "indica",
  "comparte",
  "configura",
  "conecta",
  "termina",
  "crea",
  "edita",
  "copia",
  "cópialo",
  "prueba",
  "descarga",
  "espera",
  "marca",
  "deja",
  "pasa",
  "lee",
  "registra",
  "genera",
  "haz",
  "pon",
  "sal",
  "ten",
  "ven",
  "di",
  "asegúrate",
  "regístrate",
  "conéctate",
  "encuentra",
  "exporta",
  "consulta",
  "filtra",
]);

const WORD = /[\p{L}][\p{L}'-]*/gu;

/** ICU syntax and {placeholders}, which are not prose. */
function prose(message: string): string {
  return message
    .replace(/\{\s*[A-Za-z0-9_]+\s*,\s*(plural|select|selectordinal)\s*,/g, "{")
    .replace(/\b(zero|one|two|few|many|other)\s*\{/g, "{")
    .replace(/=\d+\s*\{/g, "{")
    .replace(/\{\s*[A-Za-z0-9_]+\s*\}/g, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ");
}

/** The "tú" words of a Spanish message, in order: [] when it speaks as "usted" (or to no one). */
export function tuForms(message: string): string[] {
  const text = prose(message);
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (TU_WORDS.has(lower)) {
      found.push(word);
      continue;
    }
    // "Vuelve a iniciar sesión" is an instruction; "Vuelve si cambia su estado" (it comes back) is not.
    const returnAgain = lower === "vuelve" && /^\s+a\s/.test(text.slice((match.index ?? 0) + word.length));
    if (!TU_IMPERATIVES.has(lower) && !returnAgain) continue;
    const before = text.slice(0, match.index).trimEnd();
    // A comma too: instructions come in series ("para reintentar, envía…; para una nueva, usa…").
    const startsInstruction = before === "" || /[.,:;!?¿¡(«"“—]$/.test(before);
    if (startsInstruction) found.push(word);
  }
  return found;
}

/**
 * English words that are no Spanish word too ("no", "error", "total", "general" are both, so
 * they are not listed). Enough to catch an untranslated state or label ("succeeded", "Retry").
 */
const ENGLISH_ONLY = new Set(
  `the and of with for from your you this that these those is are was were be been to in on by or at it an will can
  have had please click save cancel delete edit open close retry failed succeeded pending success status amount
  payout payouts account accounts customer customers user users settings send sent received event events delivery
  deliveries attempt attempts show hide copy copied search filter export download loading none all new next previous
  back yes not only when which what who how why there here more less than then after before into out up down over
  under again never always every each some any others same also just still yet already must should would could may
  might do does did done get got make made used using see seen view page pages row rows column columns table list
  name names value values field fields date time times today yesterday day days hour hours minute minutes week month
  year enabled disabled active inactive approve approved reject rejected request requests change changes changed apply
  applied review reviewed submit submitted confirm confirmed errors warning warnings details detail technical raw full
  partial empty missing invalid valid required optional unknown sign signed login logout session sessions password
  device devices balance balances rate rates fee fees transfer transfers recharge recharges paused resume pause stop
  started stopped running queue queued expired expires without about above below between within per`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Names and terms a Spanish screen keeps in English on purpose (product and network names,
 * technical acronyms, words Spanish-speaking operators use as they are).
 */
export const SPANISH_ALLOWED_TERMS = new Set([
  "pix",
  "bre-b",
  "webhook",
  "webhooks",
  "id",
  "ids",
  "api",
  "url",
  "csv",
  "json",
  "sandbox",
  "spread",
  "token",
  "slack",
  "teams",
  "on-ramp",
  "off-ramp",
  "back",
  "office",
  "endpoint",
  "google",
  "authenticator",
  "authy",
  "password",
  "excel",
]);

/** English words left in a Spanish message (permission codes such as users:create and UPPER_CASE codes are not prose). */
export function englishWords(message: string): string[] {
  const text = prose(message)
    .replace(/\b[a-z_]+:[a-z_]+\b/g, " ")
    .replace(/\b\d*[A-Za-z]*\d+[A-Za-z]*\b/g, " ");
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.length > 1 && word === word.toUpperCase()) continue;
    const lower = word.toLowerCase();
    if (SPANISH_ALLOWED_TERMS.has(lower)) continue;
    if (ENGLISH_ONLY.has(lower)) found.push(word);
  }
  return found;
}

export type SpanishProblem = { key: string; problem: string };

/** Every message of a Spanish catalog (namespace → messages) that says "tú" or keeps an English word. */
export function checkSpanishCatalog(messages: Record<string, unknown>): SpanishProblem[] {
  const problems: SpanishProblem[] = [];
  for (const [key, value] of flattenMessages(messages)) {
    if (typeof value !== "string") continue;
    const tu = tuForms(value);
    if (tu.length > 0) problems.push({ key, problem: `"tú" register (${tu.join(", ")}): ${value}` });
    const english = englishWords(value);
    if (english.length > 0) problems.push({ key, problem: `English (${english.join(", ")}): ${value}` });
  }
  return problems;
}
