-- Per-customer numbers (issue 26, point 7): the inbox gets customer_seq, counted per customer, and
-- the audit log a random public_id; the global seq and id stay for the server's own ordering.
CREATE TABLE "webhook_inbox_counters" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "webhook_inbox_customer_seq_idx";--> statement-breakpoint
DROP INDEX "webhook_inbox_customer_event_seq_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Added nullable, numbered in each customer's arrival order (the global seq), then made NOT NULL.
ALTER TABLE "webhook_inbox" ADD COLUMN "customer_seq" bigint;--> statement-breakpoint
UPDATE "webhook_inbox" AS w SET "customer_seq" = n.customer_seq
FROM (
	SELECT "customer_id", "id", row_number() OVER (PARTITION BY "customer_id" ORDER BY "seq") AS customer_seq
	FROM "webhook_inbox"
) AS n
WHERE w."customer_id" = n."customer_id" AND w."id" = n."id";--> statement-breakpoint
ALTER TABLE "webhook_inbox" ALTER COLUMN "customer_seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "webhook_inbox_counters" ("customer_id", "last_seq")
SELECT "customer_id", max("customer_seq") FROM "webhook_inbox" GROUP BY "customer_id";--> statement-breakpoint
CREATE INDEX "webhook_inbox_customer_event_seq_idx" ON "webhook_inbox" USING btree ("customer_id","event","customer_seq" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_public_id_key" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_customer_seq_key" UNIQUE("customer_id","customer_seq");
