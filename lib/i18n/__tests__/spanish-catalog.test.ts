import path from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGES_DIR, readCatalog } from "../load-messages";
import { checkSpanishCatalog, englishWords, tuForms } from "../register-check";

describe("the Spanish catalog", () => {
  it("speaks as usted throughout and leaves no English word untranslated", async () => {
    const messages = await readCatalog(path.join(MESSAGES_DIR, "es"));
    const problems = checkSpanishCatalog(messages).map((p) => `${p.key}: ${p.problem}`);
    expect(problems).toEqual([]);
  });
});

describe("the register check", () => {
  it("finds tú pronouns, verbs and sentence-initial imperatives", () => {
    expect(tuForms("Revisa los campos marcados")).toEqual(["Revisa"]);
    expect(tuForms("Tu sesión terminó; inicia sesión de nuevo")).toEqual(["Tu", "inicia"]);
    expect(tuForms("La transferencia se envió y espera su respuesta")).toEqual([]);
    expect(tuForms("Vuelve a iniciar sesión")).toEqual(["Vuelve"]);
    expect(tuForms("Vuelve si cambia su estado")).toEqual([]);
    expect(tuForms("No tienes permiso para esto")).toEqual(["tienes"]);
    expect(tuForms("Confirma que eres tú")).toEqual(["Confirma", "eres", "tú"]);
    // Instructions in series after a comma, and the tú subjunctive.
    expect(tuForms("Para reintentar, envía el mismo monto; para una nueva, usa otra orden")).toEqual(["envía", "usa"]);
    expect(tuForms("No se guarda nada hasta que confirmes")).toEqual(["confirmes"]);
    expect(tuForms("Encuentra cualquier pago y exporta lo que necesites")).toEqual(["Encuentra", "necesites"]);
  });

  it("passes usted, third-person verbs and ICU syntax", () => {
    expect(tuForms("Revise los campos marcados")).toEqual([]);
    expect(tuForms("Su sesión terminó; inicie sesión de nuevo")).toEqual([]);
    expect(tuForms("El servicio elimina la configuración")).toEqual([]);
    expect(tuForms("{count, plural, one {# intento} other {# intentos}}")).toEqual([]);
  });

  it("finds English words, not names, codes or words both languages share", () => {
    expect(englishWords("Entrega succeeded")).toEqual(["succeeded"]);
    expect(englishWords("Retry")).toEqual(["Retry"]);
    expect(englishWords("No hay error en el total general")).toEqual([]);
    expect(englishWords("Pagos por PIX y Bre-B al webhook, id {id}")).toEqual([]);
    expect(englishWords("Requiere el permiso users:create y el estado PENDING")).toEqual([]);
  });
});
