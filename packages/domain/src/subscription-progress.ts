/** What a recurring delivery tells about how far its subscription has come. */
export interface SubscriptionProgress {
  active: boolean;
  /** The next box's date; set once the first box was paid, kept while the subscription is paused. */
  next_delivery_date: string | null;
}

/**
 * The subscription has started once its first box was paid (it is active, or it has a next box
 * while paused); before that the customer is still in the sign-up funnel. One rule for the
 * dashboard's home, its extras shop and the care planner.
 */
export function subscriptionStarted<Recurring extends SubscriptionProgress>(recurring: Recurring | null): recurring is Recurring {
  return recurring !== null && (recurring.active || recurring.next_delivery_date !== null);
}
