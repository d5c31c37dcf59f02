// `npm run screens`: every screen and key state (sheet, dialogs, form errors, empty, forbidden,
// not found; e2e/screen-catalog.ts) at 390, 1280, 1440 and 1920 px, light and dark, English and
// Spanish, as each seeded operator. Look at it after every change to a screen.
//
// Builds when the build is missing or older than the sources, starts a freshly seeded sandbox and
// the production dashboard on loopback ports, signs in, captures, stops what it started.
// Writes .screens/<state>/<locale>-<theme>-<width>.png, .screens/index.html (a contact sheet
// grouped by screen, with the layout problems e2e/layout-checks.ts finds) and .screens/report.json.
//
// Env (comma-separated lists narrow a quick look):
//   SCREENS=payouts,payouts-sheet     state ids (or screen names) from e2e/screen-catalog.ts
//   SCREENS_WIDTHS=390,1440  SCREENS_THEMES=light  SCREENS_LOCALES=en
//   SCREENS_BUILD=auto|always|never   (auto: build when missing or stale)
//   SCREENS_URL=http://127.0.0.1:3000 use a running dashboard (seeded sandbox behind it) instead
//   SCREENS_SANDBOX_URL=http://127.0.0.1:4010 with SCREENS_URL: its sandbox (the API-down states start an outage there)
//   SCREENS_PORT=3390 SCREENS_SANDBOX_PORT=4390 SCREENS_CONCURRENCY=4 SCREENS_OUT=.screens
//   NEXT_DIST_DIR                     the build folder (default .next)
// Run with tsx (the npm script does): the catalogue and checks are TypeScript shared with e2e.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { layoutProblems } from "../e2e/layout-checks.ts";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "./lib/find-chromium.mjs";
import {
  messageLookup,
  OPERATOR_EMAILS,
  openState,
  SCREEN_LOCALES,
  SCREEN_STATES,
  SCREEN_THEMES,
  SCREEN_TIME_ZONE,
  SCREEN_WIDTHS,
} from "../e2e/screen-catalog.ts";

const started = Date.now();
const env = process.env;
const list = (value, fallback) =>
  value
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
const widths = list(env.SCREENS_WIDTHS, SCREEN_WIDTHS.map(String)).map(Number);
const themes = list(env.SCREENS_THEMES, [...SCREEN_THEMES]);
const locales = list(env.SCREENS_LOCALES, [...SCREEN_LOCALES]);
const wanted = list(env.SCREENS, undefined);
const states = SCREEN_STATES.filter((s) => !wanted || wanted.includes(s.id) || wanted.includes(s.screen));
const out = path.resolve(env.SCREENS_OUT ?? ".screens");
const distDir = env.NEXT_DIST_DIR ?? ".next";
const concurrency = Number(env.SCREENS_CONCURRENCY ?? 4);
const port = Number(env.SCREENS_PORT ?? 3390);
const sandboxPort = Number(env.SCREENS_SANDBOX_PORT ?? 4390);
if (states.length === 0) {
  console.error(`screens: nothing matches SCREENS=${env.SCREENS}`);
  process.exit(2);
}

const started_children = [];
function stopChildren() {
  for (const child of started_children.splice(0)) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
process.on("SIGINT", () => {
  stopChildren();
  process.exit(130);
});

/** Newest modification time under the sources a build depends on. */
function newestSource() {
  let newest = 0;
  const walk = (p) => {
    const s = statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (!name.startsWith(".") && name !== "node_modules") walk(path.join(p, name));
    } else if (/\.(tsx?|mjs|css|json)$/.test(p) && !/(\.test\.|__tests__)/.test(p)) {
      newest = Math.max(newest, s.mtimeMs);
    }
  };
  for (const p of ["app", "components", "lib", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json"])
    walk(p);
  return newest;
}

function ensureBuild() {
  const mode = env.SCREENS_BUILD ?? "auto";
  const buildId = path.join(distDir, "BUILD_ID");
  const built = statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (mode === "never" || (mode === "auto" && built > newestSource())) {
    if (!built) throw new Error(`no build in ${distDir} and SCREENS_BUILD=never`);
    console.log(`screens: using the build in ${distDir}`);
    return;
  }
  console.log(`screens: building into ${distDir} (${built ? "sources changed" : "no build yet"})`);
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build"], {
    stdio: "inherit",
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

function start(name, command, args, childEnv, logFile) {
  const log = openSync(logFile, "w");
  const child = spawn(command, args, { env: { ...env, ...childEnv }, detached: true, stdio: ["ignore", log, log] });
  child.on("exit", (code) => {
    if (!stopping) console.error(`screens: ${name} exited (${code}); see ${logFile}`);
  });
  started_children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

let stopping = false;
let base = env.SCREENS_URL;
let sandboxURL = env.SCREENS_SANDBOX_URL;
if (!base) {
  ensureBuild();
  const data = mkdtempSync(path.join(tmpdir(), "screens-"));
  sandboxURL = `http://127.0.0.1:${sandboxPort}`;
  base = `http://127.0.0.1:${port}`;
  start(
    "sandbox",
    path.resolve("node_modules/.bin/tsx"),
    ["sandbox/server.ts"],
    {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: path.join(data, "sandbox"),
      SANDBOX_LOOPBACK_WEBHOOKS: "on",
    },
    path.join(data, "sandbox.log"),
  );
  start(
    "dashboard",
    process.execPath,
    ["scripts/dashboard-server.mjs", "-H", "127.0.0.1", "-p", String(port)],
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      API_BASE_URL: sandboxURL,
      API_ENV: "sandbox",
      DASHBOARD_DATA_DIR: path.join(data, "dashboard"),
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? "screens-nextauth-secret-not-for-production-0000",
      TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY ?? "screens-token-encryption-key-not-for-prod-00",
    },
    path.join(data, "dashboard.log"),
  );
  await Promise.all([waitFor(`${sandboxURL}/api/v2/health`), waitFor(`${base}/api/health`)]);
  console.log(`screens: sandbox and dashboard up in ${((Date.now() - started) / 1000).toFixed(1)}s (data in ${data})`);
}

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath(),
  args: [...CHROMIUM_ARGS],
});

/** Signs each needed operator in once, through the login form; pages reuse the cookies. */
const sessions = new Map();
for (const operator of new Set(states.map((s) => s.operator).filter(Boolean))) {
  const context = await browser.newContext({ baseURL: base, locale: "en-US", timezoneId: SCREEN_TIME_ZONE });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(OPERATOR_EMAILS[operator]);
  await page.getByLabel("Password").fill("sandbox-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 60_000 });
  sessions.set(operator, await context.storageState());
  await context.close();
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// One job loads a state once per language and theme, then steps through the widths.
const jobs = [];
for (const state of states)
  for (const locale of locales) for (const theme of themes) jobs.push({ state, locale, theme });
const shots = [];
const failures = [];

async function runJob({ state, locale, theme }) {
  const stateWidths = widths.filter((w) => !state.widths || state.widths.includes(w));
  if (stateWidths.length === 0) return;
  const storageState = state.operator ? structuredClone(sessions.get(state.operator)) : undefined;
  const context = await browser.newContext({
    baseURL: base,
    storageState,
    locale: locale === "es" ? "es-CO" : "en-US",
    timezoneId: SCREEN_TIME_ZONE,
    colorScheme: theme,
    // Opened at 1440 px where it is shot at that width, as the layout spec does, then resized.
    viewport: { width: stateWidths.includes(1440) ? 1440 : stateWidths[0], height: 900 },
  });
  await context.addCookies([{ name: "locale", value: locale, url: base }]);
  // tsx names functions with an __name helper, which functions sent to page.evaluate then call.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`page error: ${e.message.slice(0, 200)}`));
  try {
    await openState(state, { page, locale, m: messageLookup(locale), sandboxURL });
    mkdirSync(path.join(out, state.id), { recursive: true });
    for (const width of stateWidths) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      const file = `${state.id}/${locale}-${theme}-${width}.png`;
      const problems = [...(await layoutProblems(page)), ...errors.splice(0)];
      await page.screenshot({ path: path.join(out, file), fullPage: true });
      shots.push({
        state: state.id,
        screen: state.screen,
        operator: state.operator,
        locale,
        theme,
        width,
        file,
        problems,
      });
    }
  } catch (error) {
    failures.push(`${state.id} ${locale} ${theme}: ${String(error?.message ?? error).split("\n")[0]}`);
    await page.screenshot({ path: path.join(out, `${state.id}-${locale}-${theme}-failed.png`) }).catch(() => {});
  } finally {
    await context.close();
  }
}

let next = 0;
let done = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await runJob(job);
      done++;
      process.stdout.write(`\rscreens: ${done}/${jobs.length} states`);
    }
  }),
);
process.stdout.write("\n");
await browser.close();
stopping = true;
stopChildren();

const html = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const order = (s) => [SCREEN_STATES.findIndex((x) => x.id === s.state), s.locale, s.theme, s.width];
shots.sort((a, b) => {
  const [x, y] = [order(a), order(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
});
const byScreen = new Map();
for (const shot of shots) {
  if (!byScreen.has(shot.screen)) byScreen.set(shot.screen, new Map());
  const group = byScreen.get(shot.screen);
  if (!group.has(shot.state)) group.set(shot.state, []);
  group.get(shot.state).push(shot);
}
const withProblems = shots.filter((s) => s.problems.length > 0);
const sections = [...byScreen].map(([screen, group]) => {
  const parts = [...group].map(([state, list]) => {
    const figures = list.map(
      (s) =>
        `<figure class="${s.problems.length ? "bad" : ""}"><a href="${html(s.file)}"><img src="${html(s.file)}" loading="lazy" alt=""></a><figcaption>${s.locale} · ${s.theme} · ${s.width}px${s.problems.map((p) => `<br><b>${html(p)}</b>`).join("")}</figcaption></figure>`,
    );
    return `<h3 id="${html(state)}">${html(state)} <small>${html(list[0].operator ?? "signed out")}</small></h3><div class="grid">${figures.join("")}</div>`;
  });
  return `<section><h2>${html(screen)}</h2>${parts.join("")}</section>`;
});
const toc = [...byScreen].map(
  ([screen, group]) =>
    `<li>${html(screen)}: ${[...group.keys()].map((s) => `<a href="#${html(s)}">${html(s)}</a>`).join(", ")}</li>`,
);
writeFileSync(
  path.join(out, "index.html"),
  `<!doctype html><meta charset="utf-8"><title>Screens</title><style>
body{font:13px system-ui,sans-serif;margin:16px}h2{border-bottom:1px solid #ccc;margin-top:32px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px;align-items:start}
figure{margin:0}img{width:100%;max-height:480px;object-fit:cover;object-position:top;border:1px solid #ccc}
.bad img{border:2px solid #c00}b{color:#c00;font-weight:500}</style>
<h1>Screens</h1><p>${shots.length} screenshots, ${withProblems.length} with layout problems, ${failures.length} states failed to open. ${new Date().toISOString()}</p>
${failures.length ? `<ul>${failures.map((f) => `<li><b>${html(f)}</b></li>`).join("")}</ul>` : ""}<ul>${toc.join("")}</ul>${sections.join("\n")}`,
);
writeFileSync(path.join(out, "report.json"), JSON.stringify({ shots, failures }, null, 2));
for (const s of withProblems) console.log(`${s.state} ${s.locale} ${s.theme} ${s.width}px: ${s.problems.join(" | ")}`);
for (const f of failures) console.log(`FAILED ${f}`);
console.log(
  `screens: ${shots.length} screenshots of ${states.length} states in ${((Date.now() - started) / 1000).toFixed(0)}s → ${path.relative(process.cwd(), out)}/index.html`,
);
process.exit(failures.length > 0 ? 1 : 0);
