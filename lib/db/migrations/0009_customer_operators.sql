CREATE TABLE "customer_operators" (
	"customer_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"name" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_operators_pkey" PRIMARY KEY("customer_id","operator_email")
);
--> statement-breakpoint
-- Operators already signed in before this table existed stay known.
INSERT INTO "customer_operators" ("customer_id", "operator_email", "name", "last_signed_in_at")
SELECT "customer_id", lower("email"), max("name"), max("created_at") FROM "operator_sessions"
WHERE "customer_id" IS NOT NULL
GROUP BY "customer_id", lower("email");
