CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"blob_name" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer,
	"status" text DEFAULT 'pending_upload' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"analysis_status" text,
	"draft_profile" jsonb,
	"analysed_at" timestamp with time zone,
	CONSTRAINT "resumes_blob_name_unique" UNIQUE("blob_name"),
	CONSTRAINT "resumes_status_check" CHECK ("resumes"."status" IN ('pending_upload', 'uploaded', 'rejected')),
	CONSTRAINT "resumes_analysis_status_check" CHECK ("resumes"."analysis_status" IS NULL OR "resumes"."analysis_status" IN ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "selected_titles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "custom_titles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "interview_prepared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_candidate_created_idx" ON "resumes" USING btree ("candidate_id","created_at");