import { userListResponseSchema } from "@/lib/contract";
import type { TestApp } from "./test-app";

/** The newest user the token's customer sees, through the API itself; fails loudly when there is none. */
export async function firstUserId(t: TestApp, token: string): Promise<string> {
  const res = await t.api("GET", "/api/v2/users?limit=1", { token });
  const id = userListResponseSchema.parse(res.body).users[0]?.id;
  if (!id) throw new Error("the seed gave this customer no user");
  return id;
}
