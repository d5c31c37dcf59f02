import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, buttonClassName } from "@/components/ui/button";

interface Props {
  page: number;
  totalPage: number;
  /** The list's own path and its current search parameters (page is replaced). */
  path: string;
  search: Record<string, string | number | null | undefined>;
}

/** Previous / next as real links: the page number lives in the URL like every other filter. */
export function PageLinks({ page, totalPage, path, search }: Props) {
  const t = useTranslations("forms.pagination");
  const href = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(search)) {
      if (key !== "page" && value !== null && value !== undefined && value !== "") params.set(key, String(value));
    }
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const last = Math.max(1, totalPage);
  return (
    <nav aria-label={t("label")} className="flex items-center justify-end gap-2 text-sm">
      <span className="text-muted-foreground" data-testid="page-status">
        {t("status", { page, total: last })}
      </span>
      {page > 1 ? (
        <Link href={href(page - 1)} className={buttonClassName({ variant: "outline", size: "sm" })}>
          {t("previous")}
        </Link>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {t("previous")}
        </Button>
      )}
      {page < last ? (
        <Link href={href(page + 1)} className={buttonClassName({ variant: "outline", size: "sm" })}>
          {t("next")}
        </Link>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {t("next")}
        </Button>
      )}
    </nav>
  );
}
