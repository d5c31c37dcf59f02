CREATE TABLE "auth_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"session_id" text NOT NULL,
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"secret_enc" text,
	"last_used_step" bigint,
	"credential_id" text,
	"public_key" text,
	"sign_count" bigint,
	"transports" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "operator_factors_kind_check" CHECK ("operator_factors"."kind" IN ('passkey', 'totp'))
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "second_factor" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "factor_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "step_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "auth_challenges_session_idx" ON "auth_challenges" USING btree ("customer_id","session_id");--> statement-breakpoint
CREATE INDEX "operator_factors_operator_idx" ON "operator_factors" USING btree ("customer_id","operator_email");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_factors_credential_idx" ON "operator_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_idx" ON "operator_recovery_codes" USING btree ("customer_id","operator_email");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_recovery_codes_hash_idx" ON "operator_recovery_codes" USING btree ("customer_id","operator_email","code_hash");