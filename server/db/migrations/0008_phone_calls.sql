ALTER TABLE "engagements" DROP CONSTRAINT "engagements_status_check";--> statement-breakpoint
ALTER TABLE "engagements" DROP CONSTRAINT "engagements_kind_check";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "call_sid" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_status_check" CHECK ("engagements"."status" IN ('connecting', 'in_progress', 'completed', 'abandoned', 'no_answer', 'busy', 'failed', 'voicemail'));--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_kind_check" CHECK ("engagements"."kind" IN ('web', 'phone'));