ALTER TABLE "engagements" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_session_idx" ON "engagements" USING btree ("session_id");