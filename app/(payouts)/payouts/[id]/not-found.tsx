import { SearchXIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function PayoutNotFound() {
  const t = await getTranslations("payouts.detail");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
      <h1 className="text-lg font-semibold">{t("notFoundTitle")}</h1>
      <p className="text-sm text-muted-foreground">{t("notFound")}</p>
      <Link href="/payouts" className="text-sm text-primary underline-offset-4 hover:underline">
        {t("backToList")}
      </Link>
    </div>
  );
}
