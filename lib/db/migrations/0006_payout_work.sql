CREATE TABLE "alert_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"on_call" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat_webhook_url" text,
	"chat_secret_enc" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_alerts" (
	"customer_id" text NOT NULL,
	"key" text NOT NULL,
	"payout_id" text NOT NULL,
	"kind" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"told" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payout_alerts_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "payout_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payout_id" text NOT NULL,
	"author_email" text NOT NULL,
	"author_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_notes_body_len" CHECK (char_length("payout_notes"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "payout_ownership" (
	"customer_id" text NOT NULL,
	"payout_id" text NOT NULL,
	"assignee_email" text,
	"assignee_name" text,
	"assigned_by" text,
	"assigned_at" timestamp with time zone,
	"ack_reason" text,
	"ack_by" text,
	"ack_at" timestamp with time zone,
	"snoozed_until" timestamp with time zone,
	"ack_status" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_ownership_customer_id_payout_id_pk" PRIMARY KEY("customer_id","payout_id"),
	CONSTRAINT "payout_ownership_reason_len" CHECK (char_length("payout_ownership"."ack_reason") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("customer_id","recipient_email","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("customer_id","recipient_email") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_notes_payout_idx" ON "payout_notes" USING btree ("customer_id","payout_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_ownership_assignee_idx" ON "payout_ownership" USING btree ("customer_id","assignee_email");