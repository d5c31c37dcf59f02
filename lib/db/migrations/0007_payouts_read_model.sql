CREATE TABLE "payout_flight" (
	"customer_id" text NOT NULL,
	"payout_id" text NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"beneficiary_name" text,
	"external_id" text,
	"details" text,
	"api_updated_at" timestamp with time zone NOT NULL,
	"status_since" timestamp with time zone NOT NULL,
	"status_since_observed" boolean NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "payout_flight_pkey" PRIMARY KEY("customer_id","payout_id")
);
--> statement-breakpoint
CREATE TABLE "payout_service_levels" (
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"hours" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_service_levels_pkey" PRIMARY KEY("customer_id","status")
);
--> statement-breakpoint
CREATE TABLE "payout_sync_credentials" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sealed_password" text NOT NULL,
	"configured_by" text NOT NULL,
	"configured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_sync_state" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"api_calls" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"last_error" text,
	"backfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payout_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"api_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payout_flight_status_idx" ON "payout_flight" USING btree ("customer_id","status","status_since");--> statement-breakpoint
CREATE INDEX "payout_flight_phase_idx" ON "payout_flight" USING btree ("customer_id","phase","status_since");--> statement-breakpoint
CREATE INDEX "payout_flight_since_idx" ON "payout_flight" USING btree ("customer_id","status_since");--> statement-breakpoint
CREATE INDEX "payout_transitions_payout_idx" ON "payout_transitions" USING btree ("customer_id","payout_id","observed_at");--> statement-breakpoint
CREATE INDEX "payout_transitions_observed_idx" ON "payout_transitions" USING btree ("customer_id","observed_at");