CREATE TABLE "application_state_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"previous_status" text,
	"current_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_history_previous_check" CHECK ("application_state_history"."previous_status" IS NULL OR "application_state_history"."previous_status" IN ('InReview', 'Interview', 'JobOffer', 'Hired', 'Dismissed', 'CandidateDismissed', 'RecruiterDismissed')),
	CONSTRAINT "application_history_current_check" CHECK ("application_state_history"."current_status" IN ('InReview', 'Interview', 'JobOffer', 'Hired', 'Dismissed', 'CandidateDismissed', 'RecruiterDismissed'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text NOT NULL,
	"match_score" integer NOT NULL,
	"top_match_reason" text NOT NULL,
	"candidate_feedback_state" text,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_candidate_job_unique" UNIQUE("candidate_id","job_id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('InReview', 'Interview', 'JobOffer', 'Hired', 'Dismissed', 'CandidateDismissed', 'RecruiterDismissed')),
	CONSTRAINT "applications_feedback_check" CHECK ("applications"."candidate_feedback_state" IS NULL OR "applications"."candidate_feedback_state" IN ('Interested', 'NotInterested', 'Neutral')),
	CONSTRAINT "applications_score_check" CHECK ("applications"."match_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "job_matches" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"match_score" integer NOT NULL,
	"top_match_reason" text NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_matches_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id"),
	CONSTRAINT "job_matches_score_check" CHECK ("job_matches"."match_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "profile_analyses" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid,
	"status" text NOT NULL,
	"percentage_complete" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_analyses_status_check" CHECK ("profile_analyses"."status" IN ('not_started', 'queued', 'merging', 'matching', 'applying', 'completed', 'failed')),
	CONSTRAINT "profile_analyses_percentage_check" CHECK ("profile_analyses"."percentage_complete" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preference_slots" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "profile" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "profile_sources" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preference_sources" jsonb;--> statement-breakpoint
ALTER TABLE "application_state_history" ADD CONSTRAINT "application_state_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_analyses" ADD CONSTRAINT "profile_analyses_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_state_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_history_candidate_status_idx" ON "application_state_history" USING btree ("candidate_id","current_status","created_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_status_updated_idx" ON "applications" USING btree ("candidate_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_updated_idx" ON "applications" USING btree ("candidate_id","updated_at");--> statement-breakpoint
CREATE INDEX "job_matches_candidate_score_idx" ON "job_matches" USING btree ("candidate_id","match_score");