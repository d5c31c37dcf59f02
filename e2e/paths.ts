import path from "node:path";

/**
 * Where one e2e run keeps its stores, signed-in states and artefacts.
 * E2E_DATA_DIR gives each concurrent run (other ports) its own, so two runs
 * never overwrite each other's sessions or traces.
 */
export const e2eDataRoot = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");

/** Storage state of a role signed in by auth.setup.ts. */
export const authState = (role: "ops" | "compliance" | "other" | "outage") =>
  path.join(e2eDataRoot, "auth", `${role}.json`);
