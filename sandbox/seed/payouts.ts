import type { SeedContext } from "./index";
export async function seedPayouts(_ctx: SeedContext): Promise<void> {}
