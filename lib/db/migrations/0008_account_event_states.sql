CREATE TABLE "account_event_states" (
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" text,
	"account_type" text,
	"compliance_url" text,
	"record_updated_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_event_states_customer_id_account_id_pk" PRIMARY KEY("customer_id","account_id"),
	CONSTRAINT "account_event_states_status_check" CHECK (char_length("account_event_states"."status") <= 64)
);
--> statement-breakpoint
CREATE INDEX "account_event_states_queue_idx" ON "account_event_states" USING btree ("customer_id","status","record_updated_at");