import "server-only";
import type { z } from "zod";
import { tokenPairSchema } from "@/lib/contract";
import { forwardableAddress } from "@/lib/security/client-address";
import { ApiError } from "@/lib/transport/errors";
import { send } from "@/lib/transport/transport";
import { SignInRefusedError } from "./errors";
import { identifyOperator } from "./identity";
import { clientAddressOf, throttledLogin } from "./throttle";

/** Whose password it is: the operator of one customer. */
export interface PasswordOwner {
  email: string;
  customerId: string;
}

class WrongPassword extends Error {}

/**
 * The password typed again (an approval, a step-up by password), checked by the API's own login
 * as the operator's sign-in is, and counted by the same sign-in protection (./throttle.ts):
 * approving or stepping up is no side door for guessing. The token pair the API answers is not kept.
 */
export async function verifyPassword(actor: PasswordOwner, password: string, headers: Headers | undefined) {
  const clientAddress = clientAddressOf(headers);
  try {
    await throttledLogin(
      {
        email: actor.email,
        clientAddress,
        isCredentialFailure: (error) => error instanceof WrongPassword,
      },
      async () => {
        const login = () =>
          send({
            method: "POST",
            path: "/api/v2/auth/login",
            body: { email: actor.email, password },
            schema: tokenPairSchema,
            // As the sign-in does (lib/auth/login.ts): the API counts each client apart.
            forwardedFor: forwardableAddress(clientAddress),
          });
        let tokens: z.infer<typeof tokenPairSchema>;
        try {
          // A kept-alive socket the API closed fails before the request reaches it: a sign-in
          // changes nothing, so it is asked once more.
          tokens = await login().catch((error: unknown) => {
            if (error instanceof ApiError && error.kind === "network") return login();
            throw error;
          });
        } catch (error) {
          if (error instanceof ApiError && (error.kind === "unauthorized" || error.kind === "validation"))
            throw new WrongPassword();
          throw error;
        }
        // The password must be this operator's, of this customer.
        const identity = await identifyOperator(tokens.accessToken);
        if (!identity || identity.customerId !== actor.customerId) throw new WrongPassword();
      },
    );
    return true as const;
  } catch (error) {
    if (error instanceof WrongPassword) return "wrong_password" as const;
    if (error instanceof SignInRefusedError)
      return error.code === "api_error" ? ("unavailable" as const) : ("locked" as const);
    if (error instanceof ApiError && error.errorCode === "AUTH.1008") return "locked" as const;
    return "unavailable" as const;
  }
}
