import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";

/**
 * Every screen of the back office sits under this layout. requireOperator() redirects anonymous
 * visitors to login; each page, route handler and action still checks the session itself.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  const env = getEnv();
  return (
    <AppShell
      operator={{ name: operator.name, email: operator.email, customerName: operator.customerName }}
      apiEnv={env.API_ENV}
    >
      {children}
    </AppShell>
  );
}
