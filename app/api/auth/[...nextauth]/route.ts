import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth v4's handler; options are built on first request, after the environment is validated. */
async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return NextAuth(request, context, getAuthOptions());
}

export { handler as GET, handler as POST };
