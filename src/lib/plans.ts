import type { PlanOffer } from '../services/config';

/** The server's defaults (server/config.ts), shown until the installation's own numbers arrive (and on prerendered pages). */
export const DEFAULT_PLAN_OFFER: PlanOffer = {
  actionsPerShift: { free: 10, starter: 100, pro: 300, pilot: 300, institution: 1000 },
  billingPortalUrl: null,
};

/** Where a teacher asks the administrators for a plan: the contact form with its topic chosen. */
export const PLAN_REQUEST_PATH = '/contact?topic=plan';

/** Where an upgrade prompt sends a teacher: the billing portal when there is one, else the administrators. */
export type UpgradeTarget = { kind: 'portal'; href: string } | { kind: 'contact'; to: string };

export function upgradeTargetOf(offer: PlanOffer): UpgradeTarget {
  return offer.billingPortalUrl ? { kind: 'portal', href: offer.billingPortalUrl } : { kind: 'contact', to: PLAN_REQUEST_PATH };
}
