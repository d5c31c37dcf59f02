import { test as setup } from "@playwright/test";
import { signIn } from "./auth-helpers";
import { accountDataPolicyOn, SECOND_ADMIN } from "./held-change";
import { messageLookup } from "./screen-catalog";

/**
 * Before any layout state: Otra's bank-account data changes wait for approval, so the held-change
 * states (e2e/held-change.ts) can hold one. Done here, once, because the policy's approver is
 * Otra's second administrator, whose API requests the API-down states fail while they run; and
 * so every state shows the same policy whichever a run takes first: the approvals states list it,
 * and account-leave-unsaved's edited form says the change would be held and asks why.
 */
const MAKER = "ops@other.example";

setup("Otra's bank-account data waits for approval", async ({ page }) => {
  setup.setTimeout(240_000);
  await page.goto("/login");
  await signIn(page, MAKER);
  await page.waitForURL((url) => url.pathname === "/");
  const en = messageLookup("en");
  const approver = SECOND_ADMIN[MAKER];
  if (!approver) throw new Error(`no second administrator of ${MAKER}`);
  await accountDataPolicyOn({ page, m: en, en }, approver);
});
