"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { IntentPrefetchLink } from "./intent-prefetch-link";

/** Overview matches only "/"; other entries also match their sub-pages (/payouts/abc is under Payouts). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

export type NavLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  /** Called after the link is followed (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
};

/**
 * The one part of the menu that needs the browser: which screen is open. The link is marked
 * `aria-current="page"`, and its look follows that attribute in CSS; the icon and label arrive
 * rendered from the server.
 */
export function NavLink({ href, className, children, onNavigate }: NavLinkProps) {
  const active = isActivePath(href, usePathname());
  return (
    <IntentPrefetchLink
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={className}
    >
      {children}
    </IntentPrefetchLink>
  );
}
