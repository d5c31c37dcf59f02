import { describe, expect, it } from "vitest";
import { STEP_UP_REQUIRED_CODE } from "@/lib/approvals/types";
import en from "@/lib/i18n/messages/en/audit.json";
import es from "@/lib/i18n/messages/es/audit.json";
import { actionKey, auditOutcome, auditRecordHref } from "./audit-links";

describe("audit entries", () => {
  it("link to their records where the dashboard has a page for them", () => {
    expect(auditRecordHref("role", "r 1")).toBe("/roles/r%201");
    expect(auditRecordHref("account", "acc_1")).toBe("/accounts/acc_1");
    expect(auditRecordHref("change_request", "cr-1")).toBe("/approvals?request=cr-1");
    expect(auditRecordHref("recharge", "RCH-1")).toBe("/recharges");
    expect(auditRecordHref("session", "s-1")).toBeNull();
    expect(auditRecordHref(null, "x")).toBeNull();
  });

  it("show a step-up prompt as a prompt, not a failure", () => {
    expect(auditOutcome({ ok: false, errorCode: STEP_UP_REQUIRED_CODE })).toBe("stepUp");
    expect(auditOutcome({ ok: false, errorCode: "ROLE.1001" })).toBe("failure");
    expect(auditOutcome({ ok: true, errorCode: null })).toBe("success");
  });

  it("name the actions a reviewer meets in both languages", () => {
    for (const action of ["account.approve", "account.reject", "role.update", "approval.request", "recharge.create"]) {
      expect((en.actions as Record<string, string>)[actionKey(action)], action).toBeTruthy();
      expect((es.actions as Record<string, string>)[actionKey(action)], action).toBeTruthy();
    }
    expect(en.actions.account_approve).toBe("Bank account approved");
  });
});
