import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";
import { type RouteContext, signInRoute } from "@/lib/pipeline/route";

/** next-auth v4's handler (the pipeline's sign-in variant); options are built on first request, after the environment is validated. */
const handler = signInRoute(
  async (request: NextRequest, context: RouteContext<{ nextauth: string[] }>): Promise<Response> =>
    NextAuth(request, context, getAuthOptions()),
);

export { handler as GET, handler as POST };
