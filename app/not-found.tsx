import { CompassIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClassName } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("title") };
}

export default async function NotFound() {
  const t = await getTranslations("errors.notFound");
  return (
    <main className="grid flex-1 place-items-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <CompassIcon className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        <Link href="/" className={buttonClassName({ variant: "outline" })}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
