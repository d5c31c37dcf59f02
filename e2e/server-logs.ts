import path from "node:path";
import { e2eDataRoot } from "./paths";

/** Where the e2e web servers write their output (stdout and stderr), one file each. */
export const serverLogs = {
  sandbox: path.join(e2eDataRoot, "sandbox.log"),
  dashboard: path.join(e2eDataRoot, "dashboard.log"),
} as const;
