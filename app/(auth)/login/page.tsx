import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TimeZoneSync } from "@/components/layout/time-zone-sync";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isLoginErrorCode } from "@/lib/auth/errors";
import { getOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { LoginForm } from "./_components/login-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Always a same-origin path made of header-safe characters, so redirect() below cannot throw on it.
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl));
  // Already signed in (and the stored session is live): go straight on.
  if (await getOperator()) redirect(callbackUrl);
  const t = await getTranslations("auth");
  const error = first(params.error);
  // Sent here by the idle warning (components/layout/idle-warning.tsx).
  const idleNote =
    first(params.reason) === "idle" && !error
      ? (await getTranslations("sessions"))("login.idle", { minutes: getEnv().SESSION_IDLE_MINUTES })
      : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1>{t("title")}</h1>
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {idleNote ? (
            <Alert tone="warning" className="mb-4">
              <AlertDescription>{idleNote}</AlertDescription>
            </Alert>
          ) : null}
          <LoginForm
            callbackUrl={callbackUrl}
            expired={first(params.reason) === "expired"}
            initialError={error ? (isLoginErrorCode(error) ? error : "unknown") : undefined}
          />
        </CardContent>
      </Card>
      {/* Learns the browser's zone before sign-in, so the first pages after it render in that zone. */}
      <TimeZoneSync refresh={false} />
    </main>
  );
}
