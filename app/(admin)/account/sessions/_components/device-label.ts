import type { DeviceSummary } from "@/lib/auth/sessions-list";

type Translate = (key: string, values?: Record<string, string>) => string;

const DEVICE_TYPES = new Set(["desktop", "mobile", "tablet", "tv", "bot"]);

/** The major version is enough to recognise a browser ("Chrome 131"); the full one is in the title. */
const majorVersion = (version: string | undefined) => version?.split(".")[0];

/** "Chrome 131 on macOS", or "Unknown device" when the session recorded no user agent. */
export function deviceLabel(device: DeviceSummary | undefined, t: Translate): string {
  if (!device) return t("unknownDevice");
  const browser = device.browser
    ? [device.browser, majorVersion(device.browserVersion)].filter(Boolean).join(" ")
    : t("unknownBrowser");
  const os = device.os ? [device.os, device.osVersion].filter(Boolean).join(" ") : t("unknownOs");
  return t("browserOnOs", { browser, os });
}

/** The message key of the device's type (computer, phone…). */
export function deviceTypeKey(device: DeviceSummary | undefined): string {
  return device?.type && DEVICE_TYPES.has(device.type) ? `deviceTypes.${device.type}` : "deviceTypes.other";
}
