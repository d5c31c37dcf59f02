export type ChromiumSource = "CHROMIUM_PATH" | "system" | "playwright";

export declare function systemChromium(
  env?: NodeJS.ProcessEnv,
): { source: Exclude<ChromiumSource, "playwright">; executablePath: string } | undefined;

export declare function chromiumExecutablePath(env?: NodeJS.ProcessEnv): string | undefined;

export declare function findChromium(
  env?: NodeJS.ProcessEnv,
): Promise<{ source: ChromiumSource; executablePath: string } | undefined>;
/** The flags every Chromium launch of the tests, screens and benches uses. */
export declare const CHROMIUM_ARGS: readonly string[];
