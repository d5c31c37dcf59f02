import { test as setup } from "@playwright/test";
import { expectSignedIn, signIn } from "./auth-helpers";
import { authState } from "./paths";

/** Signs in once per role; specs reuse the session with test.use({ storageState: authState("<role>") }). */
const ROLES = [
  { role: "ops", email: "ops@example.com" },
  { role: "compliance", email: "compliance@example.com" },
  // The other customer: the layout baselines look at its data, which the other specs leave alone.
  { role: "other", email: "ops@other.example" },
  // Otra's administrator whose API requests the API-down states fail (e2e/api-outage.ts); no other spec uses it.
  { role: "outage", email: "outage@other.example" },
] as const;

for (const { role, email } of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/login");
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === "/");
    await expectSignedIn(page);
    await page.context().storageState({ path: authState(role) });
  });
}
