CREATE TABLE "call_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text NOT NULL,
	"engagement_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduled_calls_status_check" CHECK ("scheduled_calls"."status" IN ('scheduled', 'placed', 'cancelled', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "call_consents" ADD CONSTRAINT "call_consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_calls" ADD CONSTRAINT "scheduled_calls_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_consents_candidate_idx" ON "call_consents" USING btree ("candidate_id","consented_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_calls_one_waiting_idx" ON "scheduled_calls" USING btree ("candidate_id") WHERE "scheduled_calls"."status" = 'scheduled';