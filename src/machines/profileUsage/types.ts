import type { Failure } from '../../lib/failure';
import type { Consumption, SubscriptionPortal } from '../../services/profileApi';

export interface ProfileUsageInput {
  /** Today's date (YYYY-MM-DD, UTC): the last day of the 30 shown. */
  today: string;
}

export interface ProfileUsageContext {
  startDate: string;
  endDate: string;
  consumption: Consumption | null;
  portal: SubscriptionPortal | null;
  consumptionFailure: Failure | null;
  portalFailure: Failure | null;
}

export type ProfileUsageEvent = { type: 'usage.retry' } | { type: 'plan.retry' };
