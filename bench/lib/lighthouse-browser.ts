import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { login } from "./dashboard-servers";
import { freePort } from "./sandbox-process";
import { waitForHealthy } from "./wait-healthy";

/**
 * The shared Chromium, started by us with a DevTools port, so that Lighthouse (which connects by
 * port and opens its tabs in the browser's default context) and Playwright (which signs in through
 * the login form in that same context) share one cookie jar. Playwright connects over CDP only to
 * sign in and then disconnects: connected, it would attach to every tab Lighthouse opens (its own
 * page, network and runtime domains) while Lighthouse measures.
 */
export type DebuggableChromium = { port: number; stop: () => Promise<void> };

export async function startDebuggableChromium(profileDir: string): Promise<DebuggableChromium> {
  const port = await freePort();
  // A fresh profile each run: nothing cached or stored from the run before.
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const executable = chromiumPath() ?? chromium.executablePath();
  const child: ChildProcess = spawn(
    executable,
    [...CHROMIUM_ARGS, "--headless", `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  let exited: number | null | undefined;
  child.once("exit", (code) => {
    exited = code;
  });
  await waitForHealthy(`http://127.0.0.1:${port}/json/version`, 60_000, {
    failed: () => (exited === undefined ? undefined : new Error(`Chromium exited with ${exited}`)),
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Signs in through the login form in the browser's default context, then opens each page once
 * (a just-started server loads a route's modules on its first request; Lighthouse should not
 * measure that) and disconnects, leaving the session cookie in the browser.
 */
export async function signIn(port: number, base: string, paths: readonly string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const page = await context.newPage();
    await login(page, base);
    for (const path of paths) {
      const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
      if (new URL(page.url()).pathname !== path) throw new Error(`${path} sent the signed-in browser to ${page.url()}`);
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    }
    await page.close();
  } finally {
    // Over CDP, close() disconnects: the browser, its default context and its cookies stay.
    await browser.close();
  }
}
