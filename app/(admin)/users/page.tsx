import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/states/empty-state";
import { listUsers } from "@/lib/api/users";
import { requireOperator } from "@/lib/auth/session";
import { identityIssues } from "@/lib/contract";
import { grantsForOffers, mayPerform } from "@/lib/permissions/dashboard";
import { load } from "@/lib/pipeline/load";
import { maskSensitive } from "@/lib/security/masking";
import { apiListSearch, type RawSearchParams } from "@/lib/table-search";
import { CreateUserSheet } from "./_components/create-user-sheet";
import { UsersTable } from "./_components/users-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("users") };
}

export default async function UsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const operator = await requireOperator();
  const t = await getTranslations("users");
  const { page, limit } = apiListSearch.load(await searchParams);
  const [users, grants] = await Promise.all([
    load(() => listUsers(operator, { page, limit })),
    grantsForOffers(operator),
  ]);
  // Said before the 15-field form is opened, not in a toast after it is filled.
  const createDenied = mayPerform(grants, "users:create") ? undefined : t("create.denied");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateUserSheet deniedReason={createDenied} />}
      />
      {!users.ok ? (
        <LoadFailure error={users.error} path="/users" />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <UsersTable
          users={users.data.users.map((user) => ({
            ...maskSensitive(user),
            // Judged here on the full record: the browser gets the document number masked.
            identityIssues: user.type && user.data ? identityIssues({ type: user.type, ...user.data }) : [],
          }))}
          pageCount={users.data.totalPage}
        />
      )}
    </div>
  );
}
