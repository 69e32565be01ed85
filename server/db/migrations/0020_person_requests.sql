CREATE TABLE "interview_person_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"day" date NOT NULL,
	"part_of_day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_person_requests_candidate_id_unique" UNIQUE("candidate_id"),
	CONSTRAINT "interview_person_requests_part_of_day_check" CHECK ("interview_person_requests"."part_of_day" IN ('morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
ALTER TABLE "interview_person_requests" ADD CONSTRAINT "interview_person_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_person_requests_created_idx" ON "interview_person_requests" USING btree ("created_at");