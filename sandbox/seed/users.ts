import type { SeedContext } from "./index";
export async function seedUsers(_ctx: SeedContext): Promise<void> {}
