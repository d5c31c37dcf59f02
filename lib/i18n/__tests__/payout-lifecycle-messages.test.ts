import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import { PAYOUT_STATUSES } from "@/lib/contract/payout-statuses";
import { MESSAGES_DIR, readCatalog } from "../load-messages";
import { LOCALES } from "../locale";

/** The lifecycle table's texts (lib/contract/payout-lifecycle.ts): every status, every language. */
describe("payout lifecycle messages", () => {
  it("has a meaning, what comes next and what an operator can do for every status in every language", async () => {
    for (const locale of LOCALES) {
      const catalog = (await readCatalog(path.join(MESSAGES_DIR, locale))) as {
        payoutLifecycle: { statuses: Record<string, Record<string, string>>; actors: Record<string, string> };
      };
      const { statuses, actors } = catalog.payoutLifecycle;
      expect(Object.keys(statuses).sort(), locale).toEqual([...PAYOUT_STATUSES].sort());
      for (const status of PAYOUT_STATUSES) {
        for (const key of ["meaning", "next", "action"])
          expect(statuses[status]?.[key]?.length ?? 0, `${locale} ${status}.${key}`).toBeGreaterThan(3);
        expect(actors[PAYOUT_LIFECYCLE[status].actor], `${locale} actor of ${status}`).toBeTruthy();
      }
    }
  });
});
