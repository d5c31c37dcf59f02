import { type Browser, chromium, type LaunchOptions } from "playwright-core";
import { chromiumExecutablePath } from "../../scripts/lib/find-chromium.mjs";

/**
 * The flags every browser run here uses: no sandbox (containers without user namespaces) and
 * none of Chromium's background traffic (update checks, sync, first-run pages), which would
 * otherwise compete with the page for the network and the CPU while it is being measured.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

/** The Chromium the browser tests use (scripts/lib/find-chromium.mjs): the machine's, else Playwright's own. */
export const chromiumPath = (): string | undefined => chromiumExecutablePath();

/** Headless Chromium with the shared flags; `extraArgs` are appended. */
export function launchChromium(options: LaunchOptions = {}, extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: options.executablePath ?? chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs, ...(options.args ?? [])],
  });
}
