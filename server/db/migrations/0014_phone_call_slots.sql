CREATE TABLE "phone_call_slots" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_call_slots" ADD CONSTRAINT "phone_call_slots_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;