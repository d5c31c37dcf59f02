import { writeFileSync } from "node:fs";
import type { Reporter, TestCase } from "@playwright/test/reporter";

/**
 * Writes the file E2E_LAST_PHASE_FILE names (the project's name in it) when the run's last phase
 * begins: the first test of a project that waits for the `chromium` project (mfa, approvals,
 * tenancy, in playwright.config.ts). That phase spends most of its time waiting on clocks (a
 * change request's one-minute expiry, a new authenticator code), so scripts/test.sh starts the
 * suites that follow this one then, rather than when it ends. Without the variable it does nothing.
 */
export default class LastPhaseReporter implements Reporter {
  private readonly file = process.env.E2E_LAST_PHASE_FILE;
  private written = false;

  printsToStdio(): boolean {
    return false;
  }

  onTestBegin(test: TestCase): void {
    if (!this.file || this.written) return;
    const project = test.parent.project();
    if (!project?.dependencies.includes("chromium")) return;
    writeFileSync(this.file, project.name);
    this.written = true;
  }
}
