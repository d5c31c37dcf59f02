import type { Rng } from "./prng";

/** Given names and surnames common in Colombia and Mexico, for realistic seed data. */
const CO_FIRST = [
  "Juan",
  "Carlos",
  "Andrés",
  "Santiago",
  "Sebastián",
  "Alejandro",
  "Felipe",
  "Mateo",
  "Camilo",
  "Daniel",
  "Julián",
  "Diego",
  "Jhon",
  "Óscar",
  "Luis",
  "María",
  "Valentina",
  "Daniela",
  "Laura",
  "Camila",
  "Natalia",
  "Paula",
  "Catalina",
  "Juliana",
  "Manuela",
  "Sara",
  "Luisa",
  "Diana",
  "Carolina",
  "Yuliana",
];
const CO_MIDDLE = [
  "José",
  "David",
  "Esteban",
  "Fernanda",
  "Alejandra",
  "Andrea",
  "Sofía",
  "Isabel",
  "Eduardo",
  "Marcela",
];
const CO_LAST = [
  "Rodríguez",
  "Gómez",
  "González",
  "Martínez",
  "García",
  "López",
  "Hernández",
  "Sánchez",
  "Ramírez",
  "Pérez",
  "Díaz",
  "Muñoz",
  "Rojas",
  "Moreno",
  "Jiménez",
  "Vargas",
  "Castro",
  "Gutiérrez",
  "Ospina",
  "Restrepo",
  "Cardona",
  "Zapata",
  "Valencia",
  "Quintero",
  "Arango",
  "Londoño",
  "Giraldo",
  "Mejía",
  "Osorio",
  "Castaño",
];
const MX_FIRST = [
  "José",
  "Luis",
  "Juan",
  "Miguel",
  "Jesús",
  "Alejandro",
  "Francisco",
  "Fernando",
  "Ricardo",
  "Eduardo",
  "Jorge",
  "Arturo",
  "Roberto",
  "Emiliano",
  "Diego",
  "Guadalupe",
  "María",
  "Fernanda",
  "Ximena",
  "Mariana",
  "Sofía",
  "Regina",
  "Valeria",
  "Alejandra",
  "Daniela",
  "Itzel",
  "Citlali",
  "Rosa",
  "Verónica",
  "Adriana",
];
const MX_MIDDLE = [
  "Antonio",
  "Manuel",
  "Ángel",
  "Carlos",
  "Guadalupe",
  "Elena",
  "Isabel",
  "Alejandra",
  "Luisa",
  "Teresa",
];
const MX_LAST = [
  "Hernández",
  "García",
  "Martínez",
  "López",
  "González",
  "Pérez",
  "Rodríguez",
  "Sánchez",
  "Ramírez",
  "Cruz",
  "Flores",
  "Gómez",
  "Morales",
  "Vázquez",
  "Reyes",
  "Jiménez",
  "Torres",
  "Díaz",
  "Gutiérrez",
  "Ruiz",
  "Mendoza",
  "Aguilar",
  "Ortiz",
  "Moreno",
  "Castillo",
  "Romero",
  "Álvarez",
  "Méndez",
  "Chávez",
  "Ramos",
];
const CO_COMPANIES = [
  "Inversiones del Valle S.A.S.",
  "Comercializadora Andina S.A.S.",
  "Tecnologías Paisa S.A.S.",
  "Café de Altura S.A.S.",
  "Logística Caribe S.A.",
  "Textiles de Antioquia S.A.",
  "Agroindustrias del Tolima S.A.S.",
  "Distribuidora La Sabana S.A.S.",
];
const MX_COMPANIES = [
  "Comercializadora del Bajío S.A. de C.V.",
  "Servicios Logísticos Regios S.A. de C.V.",
  "Tecnología Azteca S.A.P.I. de C.V.",
  "Textiles de Puebla S.A. de C.V.",
  "Agropecuaria Sinaloense S.P.R. de R.L.",
  "Distribuidora Tapatía S.A. de C.V.",
];
type City = readonly [city: string, state: string, zipCode: string];
const CO_CITIES: readonly City[] = [
  ["Bogotá", "Cundinamarca", "110111"],
  ["Medellín", "Antioquia", "050001"],
  ["Cali", "Valle del Cauca", "760001"],
  ["Barranquilla", "Atlántico", "080001"],
  ["Bucaramanga", "Santander", "680001"],
  ["Pereira", "Risaralda", "660001"],
];
const MX_CITIES: readonly City[] = [
  ["Ciudad de México", "CDMX", "06600"],
  ["Guadalajara", "Jalisco", "44100"],
  ["Monterrey", "Nuevo León", "64000"],
  ["Puebla", "Puebla", "72000"],
  ["Querétaro", "Querétaro", "76000"],
  ["Mérida", "Yucatán", "97000"],
];
const CO_STREETS = ["Calle 72", "Carrera 7", "Avenida 68", "Calle 10", "Carrera 43A", "Transversal 39", "Diagonal 25"];
const MX_STREETS = [
  "Av. Insurgentes Sur",
  "Calle Madero",
  "Av. Reforma",
  "Calle Hidalgo",
  "Av. Juárez",
  "Calle Morelos",
];

export type Country = "CO" | "MX";

export interface Person {
  country: Country;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone: string;
}

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

const EMAIL_DOMAINS = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com"];

export function phoneFor(country: Country, rng: Rng): string {
  return country === "CO"
    ? `+573${rng.int(0, 2)}${rng.digits(8)}`
    : `+52${rng.pick(["55", "33", "81", "22"])}${rng.digits(8)}`;
}

export function personFor(country: Country, rng: Rng): Person {
  const first = rng.pick(country === "CO" ? CO_FIRST : MX_FIRST);
  const middle = rng.chance(0.35) ? rng.pick(country === "CO" ? CO_MIDDLE : MX_MIDDLE) : undefined;
  const last1 = rng.pick(country === "CO" ? CO_LAST : MX_LAST);
  const last2 = rng.pick(country === "CO" ? CO_LAST : MX_LAST);
  const lastName = `${last1} ${last2}`;
  const email = `${ascii(first)}.${ascii(last1)}${rng.int(1, 999)}@${rng.pick(EMAIL_DOMAINS)}`;
  return {
    country,
    firstName: first,
    ...(middle ? { middleName: middle } : {}),
    lastName,
    email,
    phone: phoneFor(country, rng),
  };
}

export const companyFor = (country: Country, rng: Rng) => rng.pick(country === "CO" ? CO_COMPANIES : MX_COMPANIES);

export function addressFor(country: Country, rng: Rng) {
  const [city, state, zipCode] = rng.pick(country === "CO" ? CO_CITIES : MX_CITIES);
  const street =
    country === "CO"
      ? `${rng.pick(CO_STREETS)} # ${rng.int(1, 120)}-${rng.int(1, 99)}`
      : `${rng.pick(MX_STREETS)} ${rng.int(1, 2500)}`;
  return {
    street1: street,
    street2: rng.chance(0.3) ? `Apto ${rng.int(101, 1204)}` : null,
    city,
    state,
    zipCode,
    countryCode: country,
  };
}

export { ascii as slug };
