CREATE TABLE "approval_policies" (
	"customer_id" text NOT NULL,
	"operation" text NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold_cop" bigint,
	"approvers_required" integer DEFAULT 1 NOT NULL,
	"ttl_minutes" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_policies_pkey" PRIMARY KEY("customer_id","operation"),
	CONSTRAINT "approval_policies_approvers_check" CHECK ("approval_policies"."approvers_required" IN (1, 2)),
	CONSTRAINT "approval_policies_ttl_check" CHECK ("approval_policies"."ttl_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "change_request_approvals" (
	"customer_id" text NOT NULL,
	"request_id" text NOT NULL,
	"approver_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_request_approvals_pkey" PRIMARY KEY("request_id","approver_email")
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body" jsonb,
	"body_sha256" text NOT NULL,
	"secret_enc" text,
	"target_type" text NOT NULL,
	"target_id" text,
	"diff" jsonb NOT NULL,
	"maker_email" text NOT NULL,
	"maker_name" text,
	"reason" text NOT NULL,
	"base_state" jsonb,
	"base_sha256" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"required_approvals" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	"result" jsonb,
	"api_request_id" text,
	CONSTRAINT "change_requests_approvals_check" CHECK ("change_requests"."required_approvals" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "change_request_approvals" ADD CONSTRAINT "change_request_approvals_request_id_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_request_approvals_customer_idx" ON "change_request_approvals" USING btree ("customer_id","request_id");--> statement-breakpoint
CREATE INDEX "change_requests_customer_status_idx" ON "change_requests" USING btree ("customer_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "change_requests_customer_created_idx" ON "change_requests" USING btree ("customer_id","created_at" DESC NULLS FIRST);