import "server-only";
import { type Bank, bankListResponseSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/** Sandbox extension GET /api/v2/banks, every page (a few dozen banks). */
export async function listBanks(caller: ApiCaller, opts?: CallOptions): Promise<Bank[]> {
  const out: Bank[] = [];
  for (let page = 1; ; page++) {
    const res = await apiRequest(caller, {
      method: "GET",
      path: "/api/v2/banks",
      query: { page, limit: 100 },
      schema: bankListResponseSchema,
      ...opts,
    });
    out.push(...res.banks);
    if (page >= res.totalPage || res.banks.length === 0) return out;
  }
}
