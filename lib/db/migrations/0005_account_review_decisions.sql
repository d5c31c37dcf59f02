CREATE TABLE "account_review_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason_code" text,
	"reason" text,
	"operator_email" text NOT NULL,
	"change_request_id" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_review_decisions_decision_check" CHECK ("account_review_decisions"."decision" IN ('APPROVE', 'REJECT')),
	CONSTRAINT "account_review_decisions_reason_check" CHECK (char_length("account_review_decisions"."reason") <= 500)
);
--> statement-breakpoint
CREATE INDEX "account_review_decisions_account_idx" ON "account_review_decisions" USING btree ("customer_id","account_id","decided_at");