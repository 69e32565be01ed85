CREATE TABLE "application_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_feedback_decision_check" CHECK ("application_feedback"."decision" IN ('Interested', 'NotInterested', 'Neutral'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"candidate_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_candidate_id_key_pk" PRIMARY KEY("candidate_id","key")
);
--> statement-breakpoint
ALTER TABLE "application_feedback" ADD CONSTRAINT "application_feedback_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_feedback_application_idx" ON "application_feedback" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");