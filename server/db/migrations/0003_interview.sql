CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"interview_state" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagements_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "engagements_status_check" CHECK ("engagements"."status" IN ('connecting', 'in_progress', 'completed', 'abandoned')),
	CONSTRAINT "engagements_kind_check" CHECK ("engagements"."kind" IN ('web'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preferences_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_candidate_created_idx" ON "engagements" USING btree ("candidate_id","created_at");