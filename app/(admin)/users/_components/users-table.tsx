import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { UserRow } from "@/lib/api/users";
import { identityIssues, USER_STATUSES } from "@/lib/contract";

const TONE: Record<string, BadgeProps["tone"]> = {
  PENDING: "warning",
  ACTIVE: "success",
  REJECTED: "destructive",
  SUSPENDED: "neutral",
};
const text = (v: unknown) => (typeof v === "string" ? v : "");
/** What the API left out is shown as a dash, never as an empty cell that reads like an error. */
const MISSING = "—";

export function UsersTable({ users }: { users: UserRow[] }) {
  const t = useTranslations("users");
  return (
    <Table data-testid="users-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.name")}</TableHead>
          <TableHead>{t("columns.email")}</TableHead>
          <TableHead>{t("columns.type")}</TableHead>
          <TableHead>{t("columns.status")}</TableHead>
          <TableHead>{t("columns.accessLevel")}</TableHead>
          {/* The least read column gives way first, so the table fits a laptop's content area. */}
          <TableHead className="hidden 2xl:table-cell">{t("columns.externalId")}</TableHead>
          <TableHead>{t("columns.createdAt")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => {
          // Tolerant reader: a record the API holds that breaks today's identity rules is shown as it is, flagged.
          const data = u.data ?? {};
          const issues = u.type && u.data ? identityIssues({ type: u.type, ...u.data }) : [];
          return (
            <TableRow key={u.id}>
              <TableCell className="font-medium">
                {`${text(data.firstName)} ${text(data.lastName)}`.trim() || u.id}
                {issues.length > 0 ? (
                  <span className="mt-1 block" data-testid="identity-flag">
                    <Badge tone="warning">{t("flagged", { count: issues.length })}</Badge>
                    <span className="block max-w-72 text-xs font-normal whitespace-normal text-muted-foreground">
                      {issues.map((issue) => issue.message).join("; ")}
                    </span>
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{text(data.email) || MISSING}</TableCell>
              <TableCell>{u.type ?? MISSING}</TableCell>
              <TableCell>
                {u.status === undefined ? (
                  MISSING
                ) : (
                  <Badge tone={TONE[u.status] ?? "outline"}>
                    {(USER_STATUSES as readonly string[]).includes(u.status)
                      ? t(`status.${u.status as (typeof USER_STATUSES)[number]}`)
                      : u.status}
                  </Badge>
                )}
              </TableCell>
              <TableCell>
                {u.accessLevel === undefined ? MISSING : <Badge tone="info">{u.accessLevel}</Badge>}
              </TableCell>
              <TableCell className="hidden font-mono text-xs 2xl:table-cell">{u.externalId ?? MISSING}</TableCell>
              <TableCell>{u.createdAt ? <DateTime value={u.createdAt} /> : MISSING}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
