/**
 * The customer a read or write of the dashboard's store belongs to. Every
 * data-access function takes one first, so no page or handler can forget it.
 * It only ever comes from the signed-in session (an Operator satisfies it) or,
 * for the webhook receiver, from the receiver its URL names: never from a
 * request's body or query.
 */
export interface CustomerScope {
  readonly customerId: string;
}

/**
 * Entries made before the operator's customer was known (a lockout of an
 * account that never signed in) or before customers were recorded. No session
 * carries an empty customer id, so nobody's reads reach them.
 */
export const NO_CUSTOMER = "";
