-- Change requests carry the operation and its parsed input, not an HTTP request (issue 26): the
-- approval executor parses the input with the operation's own schema and calls the same `run`.
-- A request still waiting was stored as a raw request that nothing can execute any more: it is
-- closed as expired (its maker makes it again); decided ones keep their history under the new names.
UPDATE "change_requests" SET "status" = 'expired', "decided_at" = now(),
  "decision_reason" = 'Closed by the upgrade to stored operations: make the change again'
  WHERE "status" IN ('pending', 'executing');--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "operation_name" text;--> statement-breakpoint
UPDATE "change_requests" SET "operation_name" = CASE
  WHEN "operation" = 'recharge' THEN 'recharge.create'
  WHEN "operation" = 'role' THEN 'role.update'
  WHEN "operation" = 'customer' THEN 'customer.update'
  WHEN "operation" = 'webhook' AND "method" = 'DELETE' THEN 'webhook.delete'
  WHEN "operation" = 'webhook' THEN 'webhook.save'
  WHEN "operation" = 'account_review' THEN 'account.review'
  WHEN "operation" = 'policy' THEN 'approval_policy.update'
  ELSE "operation" END;--> statement-breakpoint
ALTER TABLE "change_requests" ALTER COLUMN "operation_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" RENAME COLUMN "body" TO "input";--> statement-breakpoint
ALTER TABLE "change_requests" RENAME COLUMN "body_sha256" TO "input_sha256";--> statement-breakpoint
ALTER TABLE "change_requests" DROP COLUMN "method";--> statement-breakpoint
ALTER TABLE "change_requests" DROP COLUMN "path";
