import { AtSignIcon, BanknoteIcon, CircleHelpIcon, WalletIcon } from "lucide-react";
import type { BeneficiaryRecord } from "@/lib/contract";
import { holderName, shortenAddress } from "@/lib/payouts/mask";

const ICONS = { BANK: BanknoteIcon, BREB: AtSignIcon, WALLET: WalletIcon } as const;

const field = (account: Record<string, unknown>, key: string) =>
  typeof account[key] === "string" ? (account[key] as string) : undefined;

/**
 * What identifies the destination at a glance: masked account, Bre-B alias or shortened wallet
 * address. Account and alias values arrive masked (lib/security/masking.ts, on the server: a full
 * value must never reach the browser, so masking here would come too late); they show as sent.
 */
export function beneficiaryReference(beneficiary: BeneficiaryRecord): string | undefined {
  const account = beneficiary.account as Record<string, unknown>;
  const accountNumber = field(account, "accountNumber");
  if (beneficiary.type === "BANK" && accountNumber) return accountNumber;
  if (beneficiary.type === "BREB") return field(account, "alias");
  const address = field(account, "address");
  if (beneficiary.type === "WALLET" && address)
    return `${field(account, "network") ?? ""} ${shortenAddress(address)}`.trim();
  return undefined;
}

/** Type icon, holder (company or person) and the masked reference, in one compact cell. */
export function BeneficiaryCell({ beneficiary, typeLabel }: { beneficiary: BeneficiaryRecord; typeLabel: string }) {
  const Icon = ICONS[beneficiary.type as keyof typeof ICONS] ?? CircleHelpIcon;
  const name = holderName(beneficiary.account as Record<string, unknown>);
  const reference = beneficiaryReference(beneficiary);
  return (
    <div className="flex min-w-0 items-center gap-2">
      {/* Named as an image (not a hidden text span): one element fewer in every row. */}
      <span
        role="img"
        aria-label={typeLabel}
        // The label names the type; the tooltip keeps the API's code too.
        title={typeLabel === beneficiary.type ? typeLabel : `${typeLabel} (${beneficiary.type})`}
        className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col leading-tight">
        <span className="max-w-56 truncate font-medium">{name ?? "—"}</span>
        {reference ? (
          <span className="max-w-56 truncate font-mono text-xs text-muted-foreground">{reference}</span>
        ) : null}
      </div>
    </div>
  );
}
