import { SearchXIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export type RecordKind = "roles" | "customers" | "accounts";

/** What a record page shows, inside the shell and with HTTP 404, for an id the API does not know. */
export async function RecordNotFound({ kind }: { kind: RecordKind }) {
  const t = await getTranslations("errors.recordNotFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      <p className="text-sm text-muted-foreground">{t(kind)}</p>
      <Link href={`/${kind}`} className="text-sm text-primary underline-offset-4 hover:underline">
        {t("back")}
      </Link>
    </div>
  );
}
