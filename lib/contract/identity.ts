/**
 * Rules for identity data a person gives: dates that cannot be in the future, the age of
 * majority, and document numbers shaped by their type. One module, used by the sandbox
 * to refuse (user creation), by the form to guide, and by the tolerant reader to flag a
 * record the API already holds that breaks them (shown as it is, never rejected on read).
 */

/** Age of majority in Colombia, Mexico and Brazil, the countries whose documents the spec lists. */
export const ADULT_AGE_YEARS = 18;

export const IDENTITY_MESSAGES = {
  futureBirth: "Date of birth cannot be in the future",
  minor: `A person must be at least ${ADULT_AGE_YEARS} years old`,
  futureIssue: "Issue date cannot be in the future",
  issueBeforeBirth: "Issue date cannot be before the date of birth",
  alphanumeric: "Letters and digits only",
  nuip: "NUIP: digits only, 6 to 10",
  curp: "CURP: 18 characters, 4 letters, birth date YYMMDD, sex H/M/X, 5 letters, 2 characters (e.g. GODE561231HDFRRN09)",
  rfc: "RFC: 3 or 4 letters, date YYMMDD and 3 characters (e.g. GODE561231GR8)",
  cpf: "CPF: 11 digits with valid check digits",
} as const;

/**
 * The latest calendar date anywhere on Earth (UTC+14), YYYY-MM-DD. "Not in the future" is
 * judged against it so that a date that is already today in the operator's time zone is
 * never refused by a server in another one: the form and the sandbox give the same answer.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The date `years` before an ISO date (29 February falls back to 28 February). */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const year = String(y - years).padStart(4, "0");
  const month = String(m).padStart(2, "0");
  const leap = (y - years) % 4 === 0 && ((y - years) % 100 !== 0 || (y - years) % 400 === 0);
  const day = m === 2 && d === 29 && !leap ? "28" : String(d).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** ISO dates compare as strings. */
export function isFutureDate(isoDate: string, now?: Date): boolean {
  return isoDate > latestToday(now);
}

/** Whether someone born on `dateOfBirth` has turned ADULT_AGE_YEARS. */
export function isAdult(dateOfBirth: string, now?: Date): boolean {
  return dateOfBirth <= yearsBefore(latestToday(now), ADULT_AGE_YEARS);
}

const YYMMDD = "\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])";
const NUIP = /^\d{6,10}$/;
const CURP = new RegExp(`^[A-Z]{4}${YYMMDD}[HMX][A-Z]{5}[A-Z0-9]\\d$`);
const RFC = new RegExp(`^[A-Z]{3,4}${YYMMDD}[A-Z0-9]{3}$`);
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** CPF check digits (mod 11, weights 10..2 then 11..2); a run of one digit is not a CPF. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((acc, digit, i) => acc + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** Why a document number does not fit its type, or undefined when it does. Unknown types get the spec's alphanumeric rule. */
export function documentNumberIssue(type: string, number: string): string | undefined {
  switch (type) {
    case "NUIP":
      return NUIP.test(number) ? undefined : IDENTITY_MESSAGES.nuip;
    case "CURP":
      return CURP.test(number) ? undefined : IDENTITY_MESSAGES.curp;
    case "RFC":
      return RFC.test(number) ? undefined : IDENTITY_MESSAGES.rfc;
    case "CPF":
      return isValidCpf(number) ? undefined : IDENTITY_MESSAGES.cpf;
    default:
      return ALPHANUMERIC.test(number) ? undefined : IDENTITY_MESSAGES.alphanumeric;
  }
}

export interface IdentityFacts {
  /** "NATURAL" is a person; only a person has to be an adult (a company's date is its founding). */
  type?: unknown;
  dateOfBirth?: unknown;
  document?: { type?: unknown; number?: unknown; expeditionDate?: unknown } | null;
}

export interface IdentityIssue {
  path: string[];
  message: string;
}

const str = (v: unknown): v is string => typeof v === "string" && v !== "";

/**
 * Every identity rule a user record breaks, with the path under `data`. The create schema
 * turns these into refusals; the users list shows them as flags on what the API holds.
 */
export function identityIssues(facts: IdentityFacts, now?: Date): IdentityIssue[] {
  const issues: IdentityIssue[] = [];
  const { dateOfBirth, document } = facts;
  if (str(dateOfBirth)) {
    if (isFutureDate(dateOfBirth, now)) issues.push({ path: ["dateOfBirth"], message: IDENTITY_MESSAGES.futureBirth });
    else if (facts.type === "NATURAL" && !isAdult(dateOfBirth, now))
      issues.push({ path: ["dateOfBirth"], message: IDENTITY_MESSAGES.minor });
  }
  const issued = document?.expeditionDate;
  if (str(issued)) {
    if (isFutureDate(issued, now))
      issues.push({ path: ["document", "expeditionDate"], message: IDENTITY_MESSAGES.futureIssue });
    else if (str(dateOfBirth) && facts.type === "NATURAL" && issued < dateOfBirth)
      issues.push({ path: ["document", "expeditionDate"], message: IDENTITY_MESSAGES.issueBeforeBirth });
  }
  if (str(document?.type) && str(document?.number)) {
    const message = documentNumberIssue(document.type, document.number);
    if (message) issues.push({ path: ["document", "number"], message });
  }
  return issues;
}
