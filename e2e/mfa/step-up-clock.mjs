// Test-only: loaded with `node --import` into the dashboard server that e2e/mfa/step-up.spec.ts
// starts for itself (never into the product's own servers). It moves that server's Date.now()
// forward by the number of milliseconds written in STEP_UP_CLOCK_FILE, so a step-up proof given
// at sign-in can be made older than the five-minute window without waiting five minutes. Only
// Date.now() moves: the server code reads "now" through it (sessions, step-up, TOTP steps).
import { readFileSync } from "node:fs";

const file = process.env.STEP_UP_CLOCK_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, "utf8").trim()) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  Date.now = () => realNow() + offset;
}
