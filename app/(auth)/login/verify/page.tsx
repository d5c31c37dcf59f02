import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/auth/mfa/sign-out-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { secondStepPage } from "@/lib/auth/mfa/sign-in";
import { listFactors } from "@/lib/auth/mfa/verify";
import { secondStepLockedUntil } from "@/lib/auth/throttle-second-step";
import { VerifyForm } from "./_components/verify-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("mfa");
  return { title: t("verify.title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Sign-in, second step: the operator gave their password and proves their second factor (a
 * passkey, a code from their app, or a recovery code). Only a session that owes it gets here.
 */
export default async function VerifyPage({ searchParams }: { searchParams: SearchParams }) {
  const { session, callbackUrl } = await secondStepPage("pending", first((await searchParams).callbackUrl));
  const t = await getTranslations("mfa");
  const kinds = new Set((await listFactors(session.customerId, session.email)).map((f) => f.kind));
  // Said at once, not only after the next wrong code: this operator's codes are refused for now.
  const lockedUntil = (await secondStepLockedUntil(session))?.toISOString();
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1>{t("verify.title")}</h1>
          </CardTitle>
          <CardDescription>{t("verify.description", { email: session.email })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <VerifyForm
            callbackUrl={callbackUrl}
            hasPasskey={kinds.has("passkey")}
            hasTotp={kinds.has("totp")}
            lockedUntil={lockedUntil}
          />
          <div className="flex justify-end border-t pt-3">
            <SignOutButton />
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
