import { z } from "zod";

/**
 * Shapes of what the browser sends the MFA actions. Shape only: the values are checked by the
 * TOTP check, the recovery-code hash and @simplewebauthn/server.
 */
export const totpConfirmSchema = z.object({
  enrolmentId: z.uuid(),
  code: z.string().trim().min(1).max(16),
  label: z.string().max(200).optional(),
});

/** A RegistrationResponseJSON from @simplewebauthn/browser's startRegistration. */
export const registrationSchema = z.looseObject({
  id: z.string().min(1).max(2048),
  rawId: z.string().min(1).max(2048),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: z.string().max(16_384),
    attestationObject: z.string().max(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** An AuthenticationResponseJSON from @simplewebauthn/browser's startAuthentication. */
export const assertionSchema = z.looseObject({
  id: z.string().min(1).max(2048),
  rawId: z.string().min(1).max(2048),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: z.string().max(16_384),
    authenticatorData: z.string().max(16_384),
    signature: z.string().max(4096),
    userHandle: z.string().max(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
