export type ChromiumSource = "CHROMIUM_PATH" | "system" | "playwright";

export declare function systemChromium(
  env?: NodeJS.ProcessEnv,
): { source: Exclude<ChromiumSource, "playwright">; executablePath: string } | undefined;

export declare function chromiumExecutablePath(env?: NodeJS.ProcessEnv): string | undefined;

export declare function findChromium(
  env?: NodeJS.ProcessEnv,
): Promise<{ source: ChromiumSource; executablePath: string } | undefined>;
