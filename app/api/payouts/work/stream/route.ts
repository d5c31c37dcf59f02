import { CUSTOMER_CHANNELS, customerHub } from "@/lib/notifications/customer-hub";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { streamRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/work/stream → text/event-stream of "changed" { payoutId } (null: anything may
 * have changed, read everything again) whenever an operator of the same customer, on any
 * instance, assigns, notes, acknowledges or resolves a payout. The frame carries no data: the
 * screen reads the ownership again through /api/payouts/work.
 */
export const GET = streamRoute({
  page: "/payouts",
  permission: payoutWorkAccess,
  subscribe:
    ({ operator }) =>
    (sink) =>
      customerHub(CUSTOMER_CHANNELS.payoutWork).subscribe(operator.customerId, (payoutId) =>
        sink.event("changed", { payoutId: payoutId ?? null }),
      ),
});
