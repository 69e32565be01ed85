CREATE TABLE "blob_erasures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prefixes" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_reason_counts" (
	"reason" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"blob_name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer,
	"status" text DEFAULT 'pending_upload' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	CONSTRAINT "profile_images_blob_name_unique" UNIQUE("blob_name"),
	CONSTRAINT "profile_images_status_check" CHECK ("profile_images"."status" IN ('pending_upload', 'current'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "date_of_birth" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "expected_pay_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "experience_time" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_designation" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "categories" text[];--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "show_profile" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "about_me" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "profile_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_images_candidate_created_idx" ON "profile_images" USING btree ("candidate_id","created_at");