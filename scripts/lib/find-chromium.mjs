// Which Chromium the browser tests launch. The Playwright configs and the test set-up
// (scripts/lib/test-setup.mjs) both ask here, so the browser set up is the browser launched.
//
//   1. CHROMIUM_PATH, when set: exactly that browser.
//   2. A system Chromium on PATH (chromium, chromium-browser): Debian's package, say.
//   3. Playwright's own build (`npx playwright install chromium`), which Playwright launches
//      when no executablePath is given.
//
// A candidate counts only if `--version` succeeds: Ubuntu's chromium-browser is a stub that
// asks for a snap, and a container cannot run it.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";

const SYSTEM_NAMES = ["chromium", "chromium-browser"];

/**
 * The flags every launch here uses (the Playwright configs, `npm run screens`, the benches):
 * no sandbox (containers without user namespaces, root), none of Chromium's background traffic
 * (update checks, sync, first-run pages) competing with the page for the network and the CPU,
 * no GPU process, and no WebUI omnibox popups: without that, every new tab starts a renderer for
 * the address bar's popup, about 650 ms of CPU a tab, and the suites open hundreds of tabs.
 */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
]);

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const runs = (file) => spawnSync(file, ["--version"], { stdio: "ignore", timeout: 15_000 }).status === 0;

/**
 * A Chromium installed on the machine (or named by CHROMIUM_PATH); undefined when there is none.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ source: "CHROMIUM_PATH" | "system", executablePath: string } | undefined}
 */
export function systemChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH) && runs(env.CHROMIUM_PATH)) {
      return { source: "CHROMIUM_PATH", executablePath: env.CHROMIUM_PATH };
    }
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not a Chromium that runs`);
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    for (const name of SYSTEM_NAMES) {
      const file = dir && path.join(dir, name);
      if (file && isExecutable(file) && runs(file)) return { source: "system", executablePath: file };
    }
  }
  return undefined;
}

/**
 * For a Playwright config's launchOptions: the system Chromium's path, or undefined so that
 * Playwright launches its own build.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function chromiumExecutablePath(env = process.env) {
  return systemChromium(env)?.executablePath;
}

/**
 * The browser the tests would launch now, or undefined when neither a system Chromium nor
 * Playwright's own build is installed.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ source: "CHROMIUM_PATH" | "system" | "playwright", executablePath: string } | undefined>}
 */
export async function findChromium(env = process.env) {
  const system = systemChromium(env);
  if (system) return system;
  // Loaded only here: it takes a few hundred milliseconds, and a system Chromium needs none of it.
  const { chromium } = await import("playwright-core");
  const own = chromium.executablePath();
  return own && existsSync(own) ? { source: "playwright", executablePath: own } : undefined;
}
