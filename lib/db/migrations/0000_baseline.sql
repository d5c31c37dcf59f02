CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"outcome" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_preferences" (
	"customer_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_preferences_pkey" PRIMARY KEY("customer_id","operator_email")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" text,
	"customer_name" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "recent_records" (
	"customer_id" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record" jsonb,
	"record_at" timestamp with time zone,
	CONSTRAINT "recent_records_pkey" PRIMARY KEY("customer_id","resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_inbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"attempts" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_inbox_pkey" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "webhook_inbox_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "webhook_receivers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"receiver_key" text NOT NULL,
	"current_secret_enc" text,
	"previous_secret_enc" text,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_receivers_receiver_key_key" UNIQUE("receiver_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_registrations" (
	"customer_id" text NOT NULL,
	"config_id" text NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"registered_by" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_enc" text NOT NULL,
	CONSTRAINT "webhook_registrations_pkey" PRIMARY KEY("customer_id","config_id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_customer_at_idx" ON "audit_log" USING btree ("customer_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_customer_action_at_idx" ON "audit_log" USING btree ("customer_id","action","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_customer_operator_at_idx" ON "audit_log" USING btree ("customer_id","operator_email","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_customer_target_idx" ON "audit_log" USING btree ("customer_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_absolute_expires_idx" ON "operator_sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_email_idx" ON "operator_sessions" USING btree ("email","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recent_records_customer_opened_idx" ON "recent_records" USING btree ("customer_id","resource","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_inbox_customer_seq_idx" ON "webhook_inbox" USING btree ("customer_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_inbox_customer_event_seq_idx" ON "webhook_inbox" USING btree ("customer_id","event","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_inbox_customer_record_idx" ON "webhook_inbox" USING btree ("customer_id","record_id");--> statement-breakpoint
CREATE INDEX "webhook_registrations_customer_at_idx" ON "webhook_registrations" USING btree ("customer_id","registered_at" DESC NULLS FIRST);