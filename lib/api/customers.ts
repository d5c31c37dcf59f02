import "server-only";
import { type Customer, type CustomerUpdateInput, customerListResponseSchema, customerSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/** Sandbox extension GET /api/v2/customers. */
export function listCustomers(caller: ApiCaller, query: { page?: number; limit?: number } = {}, opts?: CallOptions) {
  return apiRequest(caller, {
    method: "GET",
    path: "/api/v2/customers",
    query,
    schema: customerListResponseSchema,
    ...opts,
  });
}

/** Sandbox extension GET /api/v2/customers/{id}. */
export function getCustomer(caller: ApiCaller, id: string, opts?: CallOptions): Promise<Customer> {
  return apiRequest(caller, {
    method: "GET",
    path: `/api/v2/customers/${encodeURIComponent(id)}`,
    schema: customerSchema,
    ...opts,
  });
}

/** Spec: PATCH /api/v2/customers/{id}. */
export function updateCustomer(
  caller: ApiCaller,
  id: string,
  input: CustomerUpdateInput,
  opts?: CallOptions,
): Promise<Customer> {
  return apiRequest(caller, {
    method: "PATCH",
    path: `/api/v2/customers/${encodeURIComponent(id)}`,
    body: input,
    schema: customerSchema,
    ...opts,
  });
}
