import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { OpenByIdPanel } from "@/components/spec-only/open-by-id-panel";
import { EmptyState } from "@/components/states/empty-state";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { load } from "@/lib/actions/load";
import { whenOffered } from "@/lib/api/capabilities";
import { listCustomers } from "@/lib/api/customers";
import { requireOperator } from "@/lib/auth/session";
import { listRecent } from "@/lib/db/recent-records";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("customers") };
}

const enabledProducts = (products: Record<string, unknown>) =>
  Object.entries(products)
    .filter(([, on]) => on === true)
    .map(([key]) => key);

export default async function CustomersPage() {
  const operator = await requireOperator();
  const t = await getTranslations("customers");
  const listed = await load(() =>
    whenOffered("customers-list", () => listCustomers(operator, { page: 1, limit: 100 })),
  );
  const header = <PageHeader title={t("title")} description={t("description")} />;
  if (listed.ok && listed.data.offered === false) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <OpenByIdPanel
          basePath="/customers"
          notice={t("byId.noList")}
          fieldLabel={t("byId.idField")}
          recent={await listRecent(operator, "customer")}
        />
      </div>
    );
  }
  const customers = !listed.ok
    ? listed
    : ({ ok: true, data: listed.data.offered ? listed.data.data : { customers: [], totalPage: 0 } } as const);
  return (
    <div className="flex flex-col gap-6">
      {header}
      {!customers.ok ? (
        <LoadFailure error={customers.error} path="/customers" />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.active")}</TableHead>
              <TableHead>{t("columns.products")}</TableHead>
              <TableHead className="text-right">{t("columns.pairs")}</TableHead>
              <TableHead>{t("columns.updatedAt")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {customers.data.customers.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <Link
                    href={`/customers/${encodeURIComponent(c.id)}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {c.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <Badge tone={c.active ? "success" : "neutral"}>{c.active ? t("active") : t("inactive")}</Badge>
                </TableCell>
                <TableCell className="font-mono text-xs">{enabledProducts(c.availableProducts).join(", ")}</TableCell>
                <TableCell className="text-right tabular-nums">{Object.keys(c.strategiesByPair).length}</TableCell>
                <TableCell>
                  <DateTime value={c.updatedAt} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
