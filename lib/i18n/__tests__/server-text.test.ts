import { describe, expect, it } from "vitest";
import { serverText } from "../server-text";

describe("serverText: catalog text outside a request", () => {
  it("formats plurals and values from the compiled catalog, in each language", async () => {
    const en = await serverText("en", "alertSettings");
    expect(en("digest.headline", { count: 1, failed: 1, overdue: 0 })).toBe(
      "1 payout needs attention: 1 failed, 0 overdue",
    );
    expect(en("digest.headline", { count: 3, failed: 1, overdue: 2 })).toBe(
      "3 payouts need attention: 1 failed, 2 overdue",
    );
    const es = await serverText("es", "alertSettings");
    expect(es("digest.headline", { count: 2, failed: 1, overdue: 1 })).toBe(
      "2 pagos requieren atención: 1 fallido, 1 vencido",
    );
    expect(es("digest.more", { count: 4 })).toBe("… y 4 más");
  });

  it("refuses a missing key and a group of messages, as a screen would", async () => {
    const en = await serverText("en", "alertSettings");
    expect(() => en("digest.nope")).toThrow("No message alertSettings.digest.nope in en");
    expect(() => en("digest")).toThrow("No message alertSettings.digest in en");
  });
});
