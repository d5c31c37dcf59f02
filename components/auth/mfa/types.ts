import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import type { ActionResult } from "@/lib/pipeline/result";

/** A new TOTP secret as the enrolment form shows it (lib/auth/mfa/enrolment.ts). */
export interface TotpEnrolmentView {
  enrolmentId: string;
  /** SVG document of the QR code, rendered on the server. */
  qrSvg: string;
  secretBase32: string;
}

/** The server actions an enrolment form calls; the sign-in step and the settings page bind theirs. */
export interface EnrolActions<Done> {
  startTotp(input: Record<string, never>): Promise<ActionResult<TotpEnrolmentView>>;
  confirmTotp(input: { enrolmentId: string; code: string; label: string }): Promise<ActionResult<Done>>;
  passkeyOptions(input: Record<string, never>): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>>;
  registerPasskey(input: { response: RegistrationResponseJSON; label: string }): Promise<ActionResult<Done>>;
}
