import { getTranslations } from "next-intl/server";
import { Field, FieldList } from "@/components/ui/field-list";
import { BANK_ACCOUNT_TYPES } from "@/lib/contract";
import { describeAccountData } from "./account-fields";

const isBankAccountType = (v: string): v is (typeof BANK_ACCOUNT_TYPES)[number] =>
  (BANK_ACCOUNT_TYPES as readonly string[]).includes(v);

/**
 * An account's data (masked) as labelled fields in the operator's language, whatever its type;
 * fields the dashboard does not know in a plain "Other data" list (./account-fields.ts).
 */
export async function AccountData({ type, data }: { type: string; data: Record<string, unknown> }) {
  const t = await getTranslations("accounts");
  const { fields, other } = describeAccountData(type, data);
  return (
    <section aria-labelledby="account-data-title" className="flex flex-col gap-3" data-testid="account-data">
      <h2 id="account-data-title" className="text-sm font-semibold">
        {t("data.title")}
      </h2>
      <FieldList>
        {fields.map((f) => (
          <Field key={f.key} label={t(`fields.${f.key}`)}>
            {f.key === "type" && isBankAccountType(f.value) ? t(`form.accountTypes.${f.value}`) : f.value}
          </Field>
        ))}
      </FieldList>
      {other.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="account-other-data">
          <h3 className="text-sm font-medium">{t("data.other")}</h3>
          <p className="text-xs text-muted-foreground">{t("data.otherHint")}</p>
          <FieldList>
            {other.map((f) => (
              <Field key={f.label} label={f.label}>
                {f.value}
              </Field>
            ))}
          </FieldList>
        </div>
      ) : null}
    </section>
  );
}
