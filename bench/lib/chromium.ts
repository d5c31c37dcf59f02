import { type Browser, chromium, type LaunchOptions } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "../../scripts/lib/find-chromium.mjs";

/** The shared flags (scripts/lib/find-chromium.mjs), for the benches that launch their own way. */
export { CHROMIUM_ARGS };

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
