import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/auth/mfa/sign-out-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { secondStepPage } from "@/lib/auth/mfa/sign-in";
import { EnrolFlow } from "./_components/enrol-flow";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("mfa");
  return { title: t("enrol.title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Sign-in enrolment: under OPERATOR_MFA=required an operator with no second factor adds one
 * (a passkey or an authenticator app) before the dashboard opens, then keeps the recovery codes.
 */
export default async function EnrolPage({ searchParams }: { searchParams: SearchParams }) {
  const { session, callbackUrl } = await secondStepPage("enrol", first((await searchParams).callbackUrl));
  const t = await getTranslations("mfa");
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1>{t("enrol.title")}</h1>
          </CardTitle>
          <CardDescription>{t("enrol.description", { email: session.email })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EnrolFlow callbackUrl={callbackUrl} />
          <div className="flex justify-end border-t pt-3">
            <SignOutButton />
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
